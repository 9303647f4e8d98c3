import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus in a list (the first `ul` in `containerRef`) when the element holding it is
 * removed, never letting it fall to the page's body. An item removed (hidden, removed, recovered):
 * focus moves to the item now in its place, else the one before it. A control after the items
 * removed (Load more when it brought the last page, an empty state's Clear filters that brought the
 * list back): focus moves to the first item that came since, else the last one. Else the first
 * thing to press in the container (an empty state's link), else the page's main region.
 */
export function useFocusAfterRemoval(
  containerRef: RefObject<HTMLElement | null>,
  {
    followItems = true,
  }: {
    /**
     * Whether an item's going moves its focus on. Not in a virtual list, whose items go when
     * they are scrolled away: focus moved then would pull the page back to the list.
     */
    followItems?: boolean;
  } = {},
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // What holds focus in the container, and where: the index of its item, or, for a control
    // outside the items, how many items there are (the index the next one to come takes). Both
    // are read again on every change while it is there: pages that load on their own move a Load
    // more down the list.
    let holder: Element | undefined;
    let focusedIndex = -1;
    const items = () => [...(container.querySelector('ul')?.children ?? [])];
    const track = (element: Element) => {
      const shown = items();
      const index = shown.findIndex((item) => item.contains(element));
      focusedIndex = index === -1 ? shown.length : index;
      holder = index === -1 || followItems ? element : undefined;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) track(event.target);
    };
    // Focus gone elsewhere on the page is not the list's to bring back.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !container.contains(event.relatedTarget)) {
        holder = undefined;
      }
    };
    const onClick = (event: MouseEvent) => {
      const pressed = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
      if (pressed && container.contains(pressed)) track(pressed);
    };
    const observer = new MutationObserver(() => {
      if (!holder) return;
      if (holder.isConnected) {
        track(holder);
        return;
      }
      // A click on the page's background also leaves focus on the body: only what held focus
      // going moves it.
      const active = document.activeElement;
      const index = focusedIndex;
      holder = undefined;
      if (active && active !== document.body && active.isConnected) return;
      const remaining = items();
      const item = remaining[Math.min(index, remaining.length - 1)];
      const target =
        item?.querySelector<HTMLElement>(FOCUSABLE) ??
        container.querySelector<HTMLElement>(FOCUSABLE) ??
        document.querySelector<HTMLElement>('main');
      target?.focus();
    });
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    container.addEventListener('click', onClick);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      container.removeEventListener('click', onClick);
      observer.disconnect();
    };
  }, [containerRef, followItems]);
}
