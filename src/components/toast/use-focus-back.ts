import { useEffect, type RefObject } from 'react';

/**
 * Focus in a toast that goes (its Undo pressed, closed, replaced) returns to where the person came
 * from, not to the start of the page: sonner gives it back only on a blur, which a removed button
 * does not get. Not after they have moved on (Tab or a click elsewhere).
 */
export function useFocusBack(regionRef: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    const region = regionRef.current;
    if (!region || !ready) return;
    let cameFrom: HTMLElement | null = null;
    let focusedInToast: HTMLElement | null = null;
    const outside = (node: EventTarget | null) => node instanceof Node && !region.contains(node);
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) cameFrom = event.relatedTarget as HTMLElement;
      focusedInToast = event.target as HTMLElement;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) focusedInToast = null;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) focusedInToast = null;
    };
    const observer = new MutationObserver(() => {
      if (!focusedInToast || focusedInToast.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      focusedInToast = null;
      (cameFrom?.isConnected ? cameFrom : document.querySelector<HTMLElement>('main'))?.focus();
    });
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    observer.observe(region, { childList: true, subtree: true });
    return () => {
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      observer.disconnect();
    };
  }, [regionRef, ready]);
}
