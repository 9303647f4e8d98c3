/** The notice's id of the toast holding `node`, if any (`testId` in notify.ts). */
const toastIdOf = (node: EventTarget | null): string | undefined =>
  node instanceof Element
    ? node.closest<HTMLElement>('[data-sonner-toast]')?.dataset.testid
    : undefined;

// The toast holding keyboard focus, whose time stands still.
let held: string | undefined;

export const isHeld = (id: string) => held === id;

/**
 * sonner stops a toast's time under the pointer and while its list is expanded, not while a toast
 * holds keyboard focus: someone tabbing to an Undo, or reading it with a screen reader, would
 * lose it after its 8 s. While focus is in a toast, `hold(id, true)`; once focus leaves it,
 * `hold(id, false)`, which gives it its full time again. Returns a stop.
 */
export function holdFocusedToasts(hold: (id: string, holding: boolean) => void): () => void {
  const release = () => {
    const id = held;
    held = undefined;
    if (id !== undefined) hold(id, false);
  };
  const onFocusIn = (event: FocusEvent) => {
    const id = toastIdOf(event.target);
    if (id === held) return;
    release();
    held = id;
    if (id !== undefined) hold(id, true);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (toastIdOf(event.relatedTarget) !== held) release();
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
    held = undefined;
  };
}

/**
 * sonner gives focus back to where the person came from when its list loses focus, not when the
 * button holding it is removed (an Undo pressed, a toast closed with the keyboard or replaced):
 * a toast about to go lets go of focus first, and so does the list with its last toast. With
 * nowhere to go back to (focus came from nowhere, or that element has gone), focus goes to the
 * open sticker view, else the page's main content, not to the page's start. Focus the person
 * has moved elsewhere stays there. A toast `replaced` by a newer one leaves the list a toast: focus
 * on the list stays.
 */
export function letGoOfFocus(id: string, { replaced = false } = {}) {
  // A toast that goes is not held, nor given back its time.
  if (held === id) held = undefined;
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return;
  const inToast = toastIdOf(focused) === id;
  const onEmptiedList =
    !replaced &&
    focused.matches('[data-sonner-toaster]') &&
    [...focused.querySelectorAll<HTMLElement>('[data-sonner-toast]')].every(
      (toast) => toast.dataset.testid === id || toast.dataset.removed === 'true',
    );
  if (!inToast && !onEmptiedList) return;
  focused.blur();
  if (document.activeElement === null || document.activeElement === document.body) {
    const fallback =
      document.querySelector<HTMLElement>('[aria-modal="true"]') ??
      document.querySelector<HTMLElement>('main');
    fallback?.focus({ preventScroll: true });
  }
}
