import { useCallback } from 'react';
import { flattenPages, useStickerSearch } from '../../api';
import { formatCount } from '../../components/format-count';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { QueryView } from '../../shared/query-view';
import { StickerGridSkeleton } from '../../components/ui/tile-skeleton';
import { stickerName } from '../../components/stickers/sticker-name';
import { StickerTile } from '../../components/stickers/sticker-tile';
import { useCopySticker } from '../../components/stickers/use-copy-sticker';
import { VirtualStickerGrid } from '../../components/stickers/virtual-sticker-grid';
import { OPENED_VIEW, useStickerViewHref } from '../../shared/sticker-view-link';
import { CorrectedNotice } from './corrected-notice';
import { useKnownLocale } from './known-locale';

type SearchResultsProps = { q: string; lang: string; countryCode: string };

export default function SearchResults({ q, ...linked }: SearchResultsProps) {
  const { lang, countryCode } = useKnownLocale(linked.lang, linked.countryCode);
  const search = useStickerSearch({ q, lang, countryCode });
  const copy = useCopySticker();
  const viewHref = useStickerViewHref();
  const stickers = flattenPages(search.data);
  const total = search.data?.pages[0]?.pageMap.totalCount ?? 0;
  const corrected = search.isPlaceholderData ? undefined : search.data?.pages[0]?.correctedQuery;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = search;

  const onNearEnd = useCallback(() => {
    // After a failed page the user retries with the button, not by scrolling. A page already on
    // its way is kept (cancelRefetch: false), not cancelled and asked for again: the rows can move
    // again before this component hears that the fetch began.
    if (hasNextPage && !isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="sr-only">
        Results
      </h2>
      <p role="status" className="mb-3 min-h-5 text-sm text-muted">
        {search.isSuccess && !search.isPlaceholderData && total > 0
          ? `${formatCount(total)} stickers for “${q}”`
          : search.isFetching
            ? 'Searching…'
            : ''}
      </p>
      {corrected ? <CorrectedNotice q={q} corrected={corrected} /> : null}
      <QueryView
        query={search}
        skeleton={<StickerGridSkeleton />}
        isEmpty={stickers.length === 0}
        empty={
          <EmptyState emoji="🔍" title={`No stickers for “${q}”`}>
            Try a shorter tag, a synonym, or another language.
          </EmptyState>
        }
      >
        <div className={search.isPlaceholderData ? 'opacity-60' : undefined}>
          <VirtualStickerGrid
            items={stickers}
            label={`Stickers for ${q}`}
            getKey={(s) => s.stickerId}
            onNearEnd={onNearEnd}
            renderItem={(sticker, index, onScreen) => {
              const name = stickerName(sticker.keyword, index + 1, total);
              return (
                <StickerTile
                  stickerImg={sticker.stickerImg}
                  alt={name}
                  onScreen={onScreen}
                  action={
                    sticker.packageId !== undefined
                      ? {
                          kind: 'link',
                          to: viewHref(sticker.stickerId, sticker.packageId),
                          state: OPENED_VIEW,
                          overlay: true,
                          label: `${name}: open`,
                        }
                      : {
                          kind: 'button',
                          onClick: () => void copy(sticker.stickerImg),
                          label: `${name}: copy`,
                        }
                  }
                />
              );
            }}
          />
          {hasNextPage && (isFetchingNextPage || isFetchNextPageError) ? (
            <LoadMore
              hasNextPage
              isFetchingNextPage={isFetchingNextPage}
              fetchNextPage={fetchNextPage}
              failed={isFetchNextPageError}
            />
          ) : !hasNextPage && stickers.length > 0 ? (
            <p className="py-6 text-center text-sm text-muted">That’s every sticker for “{q}”.</p>
          ) : null}
        </div>
      </QueryView>
    </section>
  );
}
