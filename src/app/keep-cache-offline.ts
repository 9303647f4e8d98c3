import type { QueryClient } from '@tanstack/react-query';

/**
 * Restores and keeps saving the query cache (src/api/persistence) in a chunk of its own, loaded
 * at once when `now` (offline: the first page needs it) or else after the page has loaded, so a
 * first visit does not download it before its first screen.
 */
export function keepCacheOffline(
  queryClient: QueryClient,
  { now }: { now: boolean },
): Promise<void> {
  const start = () =>
    import('../api/persistence/persist-cache').then(({ persistCache }) =>
      persistCache(queryClient),
    );
  const started =
    now || document.readyState === 'complete'
      ? start()
      : new Promise<unknown>((resolve) => {
          window.addEventListener('load', () => resolve(start()), { once: true });
        });
  return started.then(
    () => undefined,
    (cause: unknown) => console.warn('The offline copy of the lists could not be read.', cause),
  );
}
