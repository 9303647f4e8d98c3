import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { Button } from './button';

type LoadMoreProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
  /** Shown when every page is loaded; omitted for short lists. */
  endLabel?: string;
  /** The last attempt failed: wait for the user instead of retrying on every scroll. */
  failed?: boolean;
};

/** Requests the next page well before the user reaches the end; the button is the keyboard path. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  endLabel,
  failed = false,
}: LoadMoreProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(fetchNextPage);
  useEffect(() => {
    load.current = fetchNextPage;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A page already in flight is kept, not cancelled and asked for again.
        if (entries.some((e) => e.isIntersecting)) load.current({ cancelRefetch: false });
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, failed]);

  if (!hasNextPage) {
    return endLabel ? <p className="py-6 text-center text-sm text-muted">{endLabel}</p> : null;
  }
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-6">
      {failed && !isFetchingNextPage ? (
        <p role="alert" className="text-sm text-danger">
          {t('list.loadMoreFailed')}
        </p>
      ) : null}
      <Button onClick={() => void fetchNextPage()} pending={isFetchingNextPage}>
        {t(isFetchingNextPage ? 'list.loadingMore' : failed ? 'action.tryAgain' : 'list.loadMore')}
      </Button>
    </div>
  );
}
