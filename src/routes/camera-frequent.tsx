import { Link } from 'react-router';
import { useFrequentStickers } from '../api/hooks/use-camera-queries';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { QueryView } from '../shared/query-view';
import { useDocumentTitle } from '../components/use-document-title';
import { CameraStickerGrid } from '../features/camera/camera-sticker-grid';
import { StickerGridSkeleton } from '../components/ui/tile-skeleton';
import { useT } from '../i18n';

export default function CameraFrequentRoute() {
  const t = useT();
  useDocumentTitle(t('nav.cameraFrequent'));
  const query = useFrequentStickers();
  const stickers = query.data ?? [];
  return (
    <>
      <PageHeader title={t('nav.cameraFrequent')} description={t('cameraFrequent.hint')} />
      <QueryView
        query={query}
        skeleton={<StickerGridSkeleton />}
        isEmpty={stickers.length === 0}
        empty={
          <EmptyState
            emoji="⭐"
            title={t('cameraFrequent.emptyTitle')}
            action={
              <Link to="/camera/reactions" className={buttonClass('primary')}>
                {t('cameraFrequent.emptyAction')}
              </Link>
            }
          >
            {t('cameraFrequent.emptyText')}
          </EmptyState>
        }
      >
        <CameraStickerGrid stickers={stickers} label={t('cameraFrequent.listLabel')} />
      </QueryView>
    </>
  );
}
