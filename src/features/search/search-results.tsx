import { useCallback, useMemo, useRef, useState } from 'react';
import { flattenPages, useStickerSearch } from '../../api';
import { formatCount } from '../../components/format-count';
import { useFocusAfterRemoval } from '../../components/use-focus-after-removal';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { QueryView } from '../../shared/query-view';
import { OfflinePanel } from '../../shared/offline/offline-panel';
import { StickerGridSkeleton } from '../../components/ui/tile-skeleton';
import { distinctStickerNames } from '../../components/stickers/sticker-name';
import { StickerTile } from '../../components/stickers/sticker-tile';
import { useCopySticker } from '../../components/stickers/use-copy-sticker';
import { VirtualStickerGrid } from '../../components/stickers/virtual-sticker-grid';
import { useStickerViewAction } from '../../shared/sticker-view-link';
import { CorrectedNotice } from './corrected-notice';
import { useKnownLocale } from './known-locale';
import { useLocale, useT } from '../../i18n';

type SearchResultsProps = { q: string; lang: string; countryCode: string };

export default function SearchResults({ q, ...linked }: SearchResultsProps) {
  const t = useT();
  const locale = useLocale();
  const { lang, countryCode } = useKnownLocale(linked.lang, linked.countryCode);
  const search = useStickerSearch({ q, lang, countryCode });
  const copy = useCopySticker();
  const viewAction = useStickerViewAction();
  const stickers = useMemo(() => flattenPages(search.data), [search.data]);
  // A count the list contradicts is not said: never fewer than the stickers held, and once the
  // last page is in, the stickers shown.
  const claimedTotal = search.data?.pages[0]?.pageMap.totalCount ?? 0;
  const total = search.hasNextPage ? Math.max(claimedTotal, stickers.length) : stickers.length;
  // Made again in a new interface language: the names' words ("Cat from …") are its.
  const names = useMemo(
    () => distinctStickerNames(stickers, { total, lang }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words' language
    [stickers, total, lang, locale],
  );
  const corrected = search.isPlaceholderData ? undefined : search.data?.pages[0]?.correctedQuery;
  // The stickers are for the corrected word when the service searched that instead.
  const foundQ = corrected ?? q;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = search;
  // Offline, a term not searched before waits for the network with the last term's results as
  // its placeholder: they are not this term's, so the page says it is offline, as its link does.
  const waitingOffline = search.isPlaceholderData && search.fetchStatus === 'paused';
  // While a new term loads, the last term's results stay (dimmed) under the last term's name: a
  // screen reader reads the list's name with them.
  const [answeredQ, setAnsweredQ] = useState(foundQ);
  if (search.isSuccess && !search.isPlaceholderData && answeredQ !== foundQ) setAnsweredQ(foundQ);
  const shownQ = search.isPlaceholderData ? answeredQ : foundQ;

  // Retry pressed on a failed search goes with the error it was part of: focus moves to the
  // results. A tile's row leaving the virtual grid as the page scrolls moves nothing.
  const sectionRef = useRef<HTMLElement>(null);
  useFocusAfterRemoval(sectionRef, { followItems: false });

  const onNearEnd = useCallback(() => {
    // After a failed page the user retries with the button, not by scrolling. A page already on
    // its way is kept (cancelRefetch: false), not cancelled and asked for again: the rows can move
    // again before this component hears that the fetch began.
    if (hasNextPage && !isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <section ref={sectionRef} aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="sr-only">
        {t('search.results')}
      </h2>
      <p role="status" className="mb-3 min-h-5 text-sm text-muted">
        {search.isSuccess && !search.isPlaceholderData ? (
          total > 0 ? (
            t('search.resultCount', {
              count: total,
              shown: formatCount(total, locale),
              q: foundQ,
            })
          ) : (
            // Heard, not shown twice: the empty state below says it on screen.
            <span className="sr-only">{t('search.noResults', { q })}</span>
          )
        ) : search.isFetching ? (
          t('search.searching')
        ) : (
          ''
        )}
      </p>
      {corrected ? <CorrectedNotice q={q} corrected={corrected} /> : null}
      {waitingOffline ? (
        <OfflinePanel />
      ) : (
        <QueryView
          search
          query={search}
          skeleton={<StickerGridSkeleton />}
          isEmpty={stickers.length === 0}
          empty={
            <EmptyState emoji="🔍" title={t('search.noResults', { q })}>
              {t('search.noResultsHint')}
            </EmptyState>
          }
        >
          <div className={search.isPlaceholderData ? 'opacity-60' : undefined}>
            <VirtualStickerGrid
              items={stickers}
              label={t('search.stickersFor', { q: shownQ })}
              getKey={(s) => s.stickerId}
              onNearEnd={onNearEnd}
              renderItem={(sticker, index, onScreen) => {
                const name = names[index] ?? '';
                return (
                  <StickerTile
                    stickerImg={sticker.stickerImg}
                    alt={name}
                    onScreen={onScreen}
                    action={
                      sticker.packageId !== undefined
                        ? viewAction(sticker, name)
                        : {
                            kind: 'button',
                            onClick: () => void copy(sticker.stickerImg),
                            label: t('sticker.copy', { name }),
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
            ) : !hasNextPage && !search.isPlaceholderData && stickers.length > 0 ? (
              <p className="py-6 text-center text-sm text-muted">
                {t('search.end', { q: foundQ })}
              </p>
            ) : null}
          </div>
        </QueryView>
      )}
    </section>
  );
}
