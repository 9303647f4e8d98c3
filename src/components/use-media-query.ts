import { useCallback, useSyncExternalStore } from 'react';

/** Whether the screen matches a CSS media query, following it as the window is resized. */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render: every sticker tile follows a query.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
