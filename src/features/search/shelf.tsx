import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';

type ShelfProps = {
  id: string;
  title: string;
  /** Where "See all" leads. */
  more?: { to: string; label: string };
  children: ReactNode;
};

/** One row of the start page: a heading, a "See all" link and a line of items that scrolls. */
export function Shelf({ id, title, more, children }: ShelfProps) {
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
            className="rounded-sm text-sm font-medium text-accent-text hover:underline"
          >
            See all
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The side of a pack cover on the start page's shelves, CSS px. */
export const PACK_COVER_SIZE = 112;

export const SHELF_LIST_CLASS = 'flex snap-x gap-3 overflow-x-auto pb-2 [scrollbar-width:thin]';

/** Placeholder cards while a row loads. */
export function ShelfSkeleton({ count = 6, size }: { count?: number; size: number }) {
  return (
    <div aria-hidden="true" className="flex gap-3 overflow-hidden">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="shrink-0" style={{ width: size, height: size + 40 }} />
      ))}
    </div>
  );
}
