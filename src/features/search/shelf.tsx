import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n';

type ShelfProps = {
  id: string;
  title: string;
  /** Where "See all" leads. */
  more?: { to: string; label: string };
  children: ReactNode;
};

/** One row of the start page: a heading, a "See all" link and a line of items that scrolls. */
export function Shelf({ id, title, more, children }: ShelfProps) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {more ? (
          <Link
            to={more.to}
            aria-label={more.label}
            className="tap-area rounded-sm text-sm font-medium text-accent-text hover:underline"
          >
            {t('search.seeAll')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

// From the small breakpoint up, the row's previous and next buttons overlap its ends: a card
// scrolled into view stops clear of them.
export const SHELF_LIST_CLASS =
  'flex snap-x gap-3 overflow-x-auto pb-2 [scrollbar-width:thin] sm:scroll-px-10';

/**
 * A pack card's parts. The placeholder card is built of the same boxes, and the title always
 * takes two lines, so a row that finishes loading moves nothing below it.
 */
export const PACK_CARD_CLASS = 'w-28 shrink-0 snap-start';
export const PACK_COVER_CLASS = 'size-28 rounded-xl';
export const PACK_TITLE_CLASS = 'mt-1.5 line-clamp-2 min-h-[2lh] text-sm leading-tight font-medium';
export const PACK_ARTIST_CLASS = 'block min-h-[1lh] truncate text-xs text-muted';

/** Placeholder pack cards while a row loads. */
export function ShelfSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="flex gap-3 overflow-hidden pb-2">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={PACK_CARD_CLASS}>
          <Skeleton className={PACK_COVER_CLASS} />
          <div className={PACK_TITLE_CLASS}>
            <Skeleton className="mt-0.5 h-3 w-20 rounded-sm" />
          </div>
          <span className={PACK_ARTIST_CLASS} />
        </div>
      ))}
    </div>
  );
}
