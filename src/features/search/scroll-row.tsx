import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';
import { SHELF_LIST_CLASS } from './shelf';
import { prefersReducedMotion } from '../../components/use-reduced-motion';
import { useT } from '../../i18n';

type Edges = { atStart: boolean; atEnd: boolean };

/** Within a pixel of an edge counts as at it (scroll positions are fractional when zoomed). */
const SLACK = 1;

const BUTTON_CLASS =
  'absolute top-9 z-10 grid size-10 place-items-center rounded-full border border-line-strong bg-surface ' +
  'text-fg shadow-md transition-opacity hover:border-accent-text aria-disabled:pointer-events-none ' +
  'aria-disabled:opacity-0 aria-disabled:focus-visible:opacity-50 motion-reduce:transition-none ' +
  'max-sm:hidden';

function edgesOf(list: HTMLElement): Edges {
  // scrollLeft runs negative in a right-to-left page: its magnitude is the distance from the start.
  const travelled = Math.abs(list.scrollLeft);
  return {
    atStart: travelled <= SLACK,
    atEnd: travelled + list.clientWidth >= list.scrollWidth - SLACK,
  };
}

/**
 * A row of items that scrolls sideways, with previous and next buttons for a mouse or keyboard
 * (a touch screen swipes; the buttons show from the small breakpoint up). Each moves by most of
 * a screen's width. At its end a button has nothing to do: it is hidden from the pointer, and
 * `aria-disabled` rather than `disabled`, so one pressed to its end keeps keyboard focus (shown
 * dimmed) rather than dropping it to the page's body.
 */
export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    if (listRef.current) setEdges(edgesOf(listRef.current));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({
      left: direction * rtl * list.clientWidth * 0.8,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className="relative">
      <ul
        ref={listRef}
        aria-label={label}
        className={SHELF_LIST_CLASS}
        onScroll={measure}
        // Chromium leaves a card that is all but a few pixels in view where it is when Tab
        // focuses it, under the next button; this brings it clear of the buttons (scroll-padding).
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
        {children}
      </ul>
      <button
        type="button"
        aria-label={t('shelf.previous', { row: label })}
        aria-disabled={edges.atStart || undefined}
        onClick={() => !edges.atStart && move(-1)}
        className={`${BUTTON_CLASS} -start-3`}
      >
        <ChevronDownIcon className="rotate-90 rtl:-rotate-90" />
      </button>
      <button
        type="button"
        aria-label={t('shelf.next', { row: label })}
        aria-disabled={edges.atEnd || undefined}
        onClick={() => !edges.atEnd && move(1)}
        className={`${BUTTON_CLASS} -end-3`}
      >
        <ChevronDownIcon className="-rotate-90 rtl:rotate-90" />
      </button>
    </div>
  );
}
