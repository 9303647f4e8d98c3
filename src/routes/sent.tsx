import { Link } from 'react-router';
import { flattenPages } from '../api';
import { useSentStickers } from '../api/hooks/use-sticker-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { OPENED_VIEW, useStickerViewHref } from '../shared/sticker-view-link';
import { StickerGrid } from '../components/stickers/sticker-grid';
import { stickerName } from '../components/stickers/sticker-name';
import { StickerGridSkeleton } from '../components/ui/tile-skeleton';
import { FIRST_ROW_TILES, StickerTile } from '../components/stickers/sticker-tile';

export default function SentRoute() {
  useDocumentTitle('Recently sent');
  const query = useSentStickers();
  const viewHref = useStickerViewHref();
  const stickers = flattenPages(query.data);
  return (
    <>
      <PageHeader
        title="Recently sent"
        description="Stickers you sent lately, newest first. Tap one to see it larger and send it again."
      />
      <QueryView
        query={query}
        skeleton={<StickerGridSkeleton />}
        isEmpty={stickers.length === 0}
        empty={
          <EmptyState
            emoji="📤"
            title="No stickers sent yet"
            action={
              <Link to="/" className={buttonClass('primary')}>
                Find a sticker
              </Link>
            }
          >
            Open a pack and tap a sticker to send it. It will show up here.
          </EmptyState>
        }
      >
        <StickerGrid label="Recently sent stickers">
          {stickers.map((sticker, index) => {
            const name = stickerName(sticker.stickerName, index + 1);
            return (
              <li
                key={`${sticker.stickerId}-${index}`}
                className="flex flex-col items-center gap-1"
              >
                <StickerTile
                  stickerImg={sticker.stickerImg}
                  alt={name}
                  onScreen={index < FIRST_ROW_TILES}
                  action={{
                    kind: 'link',
                    to: viewHref(sticker.stickerId, sticker.packageId),
                    state: OPENED_VIEW,
                    overlay: true,
                    label: `${name}: open`,
                  }}
                />
                <Link
                  to={`/packs/${sticker.packageId}`}
                  aria-label={`${name}: open pack`}
                  className="rounded-sm text-xs font-medium text-accent-text hover:underline"
                >
                  Open pack
                </Link>
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
    </>
  );
}
