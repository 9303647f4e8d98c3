import { Link } from 'react-router';
import { useReactionStickers } from '../api/hooks/use-camera-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { cameraMessages } from '../features/camera/messages';
import { useCameraTileAction } from '../features/camera/use-camera-tile-action';
import { StickerGridSkeleton } from '../components/ui/tile-skeleton';
import { stickerName } from '../components/stickers/sticker-name';
import { StickerTile } from '../components/stickers/sticker-tile';
import { VirtualStickerGrid } from '../components/stickers/virtual-sticker-grid';

export default function CameraReactionsRoute() {
  useDocumentTitle('Reactions');
  const query = useReactionStickers();
  const tileAction = useCameraTileAction();
  const stickers = query.data ?? [];
  return (
    <>
      <PageHeader
        title="Reactions"
        description={cameraMessages.reactionsHint}
        actions={
          <Link to="/camera/frequent" className={buttonClass('secondary', 'sm')}>
            Frequently used
          </Link>
        }
      />
      <QueryView
        query={query}
        skeleton={<StickerGridSkeleton count={24} />}
        isEmpty={stickers.length === 0}
        empty={
          <EmptyState emoji="😶" title="No reactions available">
            The service has no reaction stickers right now. Check back later.
          </EmptyState>
        }
      >
        <VirtualStickerGrid
          items={stickers}
          label="Reaction stickers"
          getKey={(s) => s.stickerId}
          renderItem={(sticker, index, onScreen) => {
            const name = stickerName(sticker.stickerName, index + 1, stickers.length);
            return (
              <StickerTile
                stickerImg={sticker.stickerImg}
                alt={name}
                onScreen={onScreen}
                action={tileAction(sticker, name)}
              />
            );
          }}
        />
      </QueryView>
    </>
  );
}
