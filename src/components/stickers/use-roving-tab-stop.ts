import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { gridKeyTarget } from './grid-key-target';

const FOCUSABLE = 'a[href], button, input, select, textarea';

export type RovingTabStopOptions = {
  /** Items in a row, as the grid lays them out now. */
  columns: () => number;
  /** A row's height with the gap below it, in CSS pixels: PageUp and PageDown move a screen of rows. */
  rowHeight: () => number;
  /** Items in the whole list; the rendered ones where it is not given. */
  count?: number;
  /** The index of the first rendered item: the list's items are rendered in order, from it on. */
  firstIndex?: number;
  /** The item that holds the tab stop while the one last focused is not rendered; the first rendered one where not given. */
  fallback?: number;
  /** Asks for an item that is not rendered to be rendered; it is focused once it is. */
  reveal?: (index: number) => void;
  /** The item Tab enters at until another is focused; the first where not given. */
  initialIndex?: number;
  /** What the list shows (its first item's key): another list starts again at its initial item. */
  listKey?: unknown;
};

/**
 * One tab stop for a list laid out as a grid (a roving tabindex): the controls of one item can be
 * reached with Tab, those of every other item are taken out of the tab order, and the arrow keys,
 * PageUp, PageDown, Home and End (gridKeyTarget) move focus between the items. The item last
 * focused keeps the stop; the list's items are its element's children.
 */
export function useRovingTabStop(
  listRef: RefObject<HTMLElement | null>,
  options: RovingTabStopOptions,
): void {
  const latest = useRef(options);
  const current = useRef(0);
  /** An item asked for by the keyboard that was not rendered yet. */
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const firstIndex = () => latest.current.firstIndex ?? 0;
    const itemAt = (index: number) => list.children.item(index - firstIndex()) ?? undefined;
    const itemOf = (target: EventTarget | null) => {
      let element = target instanceof Element ? target : null;
      while (element && element.parentElement !== list) element = element.parentElement;
      return element;
    };
    const indexOf = (item: Element) =>
      firstIndex() + Array.prototype.indexOf.call(list.children, item);

    const onFocusIn = (event: FocusEvent) => {
      const item = itemOf(event.target);
      if (!item) return;
      current.current = indexOf(item);
      pending.current = undefined;
      placeTabStop(list, current.current, latest.current);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const item = itemOf(event.target);
      if (!item || event.defaultPrevented) return;
      const {
        columns,
        rowHeight,
        count = firstIndex() + list.children.length,
        reveal,
      } = latest.current;
      const rtl = list.closest('[dir]')?.getAttribute('dir') === 'rtl';
      const index = pending.current ?? indexOf(item);
      const rowsPerPage = rowsOnScreen(event.target, rowHeight());
      const target = gridKeyTarget(event, { index, count, columns: columns(), rtl, rowsPerPage });
      if (target === undefined) return;
      event.preventDefault();
      current.current = target;
      const rendered = itemAt(target);
      if (rendered) {
        pending.current = undefined;
        placeTabStop(list, target, latest.current);
        focusItem(rendered);
      } else {
        pending.current = target;
        reveal?.(target);
      }
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('keydown', onKeyDown);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('keydown', onKeyDown);
    };
  }, [listRef]);

  // After every render: items rendered anew join at the right tabindex, and an item the keyboard
  // asked for is focused once it is rendered.
  const { listKey, initialIndex = 0 } = options;
  useLayoutEffect(() => {
    current.current = initialIndex;
    pending.current = undefined;
  }, [listKey, initialIndex]);

  useLayoutEffect(() => {
    latest.current = options;
    const list = listRef.current;
    if (!list) return;
    placeTabStop(list, current.current, options);
    const want = pending.current;
    if (want === undefined) return;
    // Focus the person has taken elsewhere meanwhile stays there; focus lost with a tile
    // scrolled out of the DOM (on the body) is what the move is to restore.
    const focused = document.activeElement;
    if (focused && focused !== document.body && !list.contains(focused)) {
      pending.current = undefined;
      return;
    }
    const item = list.children.item(want - (options.firstIndex ?? 0));
    if (!item) return;
    pending.current = undefined;
    focusItem(item);
  });
}

/**
 * The whole rows the window shows, at least one. A focused control's scroll margins are the part
 * of the window that the sticky header and search bar cover: rows under them are not seen.
 */
function rowsOnScreen(control: EventTarget | null, rowHeight: number): number {
  if (!(control instanceof Element) || rowHeight <= 0) return 1;
  const { scrollMarginTop, scrollMarginBottom } = getComputedStyle(control);
  const covered = (parseFloat(scrollMarginTop) || 0) + (parseFloat(scrollMarginBottom) || 0);
  return Math.max(1, Math.floor((window.innerHeight - covered) / rowHeight));
}

function focusItem(item: Element) {
  item.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

function placeTabStop(list: HTMLElement, wanted: number, options: RovingTabStopOptions) {
  const { firstIndex = 0, fallback } = options;
  const rendered = list.children.length;
  const stop =
    wanted >= firstIndex && wanted < firstIndex + rendered ? wanted : (fallback ?? firstIndex);
  for (let position = 0; position < rendered; position += 1) {
    const tabIndex = firstIndex + position === stop ? '0' : '-1';
    for (const control of list.children[position]?.querySelectorAll(FOCUSABLE) ?? []) {
      if (control.getAttribute('tabindex') !== tabIndex) control.setAttribute('tabindex', tabIndex);
    }
  }
}
