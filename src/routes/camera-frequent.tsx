import { Link } from 'react-router';
import { useFrequentStickers } from '../api/hooks/use-camera-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { CameraStickerGrid } from '../features/camera/camera-sticker-grid';
import { cameraMessages } from '../features/camera/messages';
import { StickerGridSkeleton } from '../components/ui/tile-skeleton';

export default function CameraFrequentRoute() {
  useDocumentTitle('Frequently used');
  const query = useFrequentStickers();
  const stickers = query.data ?? [];
  return (
    <>
      <PageHeader title="Frequently used" description={cameraMessages.frequentHint} />
      <QueryView
        query={query}
        skeleton={<StickerGridSkeleton />}
        isEmpty={stickers.length === 0}
        empty={
          <EmptyState
            emoji="⭐"
            title="Nothing used yet"
            action={
              <Link to="/camera/reactions" className={buttonClass('primary')}>
                Pick a reaction
              </Link>
            }
          >
            Stickers you use in the camera collect here for quick access.
          </EmptyState>
        }
      >
        <CameraStickerGrid stickers={stickers} label="Frequently used stickers" />
      </QueryView>
    </>
  );
}
