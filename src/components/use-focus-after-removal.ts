import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus in a list (the first `ul` in `containerRef`) when the item holding it is
 * removed (hidden, removed, recovered): focus moves to the item now in its place, else the one
 * before it, else the first thing to press in the container (an empty state's link), else the
 * page's main region, never the page's body.
 */
export function useFocusAfterRemoval(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let focusedIndex = -1;
    const items = () => [...(container.querySelector('ul')?.children ?? [])];
    const onFocusIn = (event: FocusEvent) => {
      focusedIndex = items().findIndex((item) => item.contains(event.target as Node));
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (focusedIndex === -1 || (active && active !== document.body && active.isConnected)) return;
      const remaining = items();
      const item = remaining[Math.min(focusedIndex, remaining.length - 1)];
      const target =
        item?.querySelector<HTMLElement>(FOCUSABLE) ??
        container.querySelector<HTMLElement>(FOCUSABLE) ??
        document.querySelector<HTMLElement>('main');
      target?.focus();
    });
    container.addEventListener('focusin', onFocusIn);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [containerRef]);
}
