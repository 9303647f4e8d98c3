import { useEffect, useRef } from 'react';
import { Button } from './button';

type LoadMoreProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** Shown when every page is loaded; omitted for short lists. */
  endLabel?: string;
};

/** Requests the next page well before the user reaches the end; the button is the keyboard path. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  endLabel,
}: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(fetchNextPage);
  useEffect(() => {
    load.current = fetchNextPage;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage]);

  if (!hasNextPage) {
    return endLabel ? <p className="py-6 text-center text-sm text-muted">{endLabel}</p> : null;
  }
  return (
    <div ref={sentinel} className="flex justify-center py-6">
      <Button onClick={() => void fetchNextPage()} pending={isFetchingNextPage}>
        {isFetchingNextPage ? 'Loading more…' : 'Load more'}
      </Button>
    </div>
  );
}
