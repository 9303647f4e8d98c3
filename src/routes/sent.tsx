import { useRef } from 'react';
import { Link } from 'react-router';
import { flattenPages } from '../api';
import { useSentStickers } from '../api/hooks/use-sticker-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { uniqueBy } from '../lib/unique-by';
import { useFocusAfterRemoval } from '../components/use-focus-after-removal';
import { useStickerViewAction } from '../shared/sticker-view-link';
import { PackOfStickerLink } from '../features/packs/pack-of-sticker-link';
import { StickerGrid } from '../components/stickers/sticker-grid';
import { stickerName } from '../components/stickers/sticker-name';
import { StickerGridSkeleton } from '../components/ui/tile-skeleton';
import { FIRST_ROW_TILES, StickerTile } from '../components/stickers/sticker-tile';
import { useT } from '../i18n';
import { useNaming } from '../lib/naming';

export default function SentRoute() {
  const { lang } = useNaming();
  const t = useT();
  useDocumentTitle(t('nav.sent'));
  const query = useSentStickers();
  const viewAction = useStickerViewAction();
  // Pages that overlap (or repeat a sticker) show it once, where it first came. Keyed by sticker,
  // a sticker sent again moves to the front as the same tile, and its view gives focus back to it.
  const stickers = uniqueBy(flattenPages(query.data), (sticker) => sticker.stickerId);
  const containerRef = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(containerRef);
  return (
    <>
      <PageHeader title={t('nav.sent')} description={t('sent.description')} />
      <div ref={containerRef}>
        <QueryView
          query={query}
          skeleton={<StickerGridSkeleton />}
          isEmpty={stickers.length === 0}
          empty={
            <EmptyState
              emoji="📤"
              title={t('sent.emptyTitle')}
              action={
                <Link to="/" className={buttonClass('primary')}>
                  {t('sent.emptyAction')}
                </Link>
              }
            >
              {t('sent.emptyText')}
            </EmptyState>
          }
        >
          <StickerGrid label={t('search.sentStickers')}>
            {stickers.map((sticker, index) => {
              const name = stickerName(sticker.stickerName, index + 1, { lang });
              return (
                <li key={sticker.stickerId} className="flex flex-col items-center gap-1">
                  <StickerTile
                    stickerImg={sticker.stickerImg}
                    alt={name}
                    onScreen={index < FIRST_ROW_TILES}
                    action={viewAction(sticker, name)}
                  />
                  <PackOfStickerLink packageId={sticker.packageId} stickerName={name} />
                </li>
              );
            })}
          </StickerGrid>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
            failed={query.isFetchNextPageError}
          />
        </QueryView>
      </div>
    </>
  );
}
