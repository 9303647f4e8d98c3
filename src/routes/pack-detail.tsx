import { useParams } from 'react-router';
import { isApiError } from '../api';
import { usePackage } from '../api/hooks/use-pack-queries';
import { ErrorPanel } from '../shared/error-panel';
import { OfflinePanel } from '../shared/offline/offline-panel';
import { useErrorBeingRetried } from '../shared/use-error-being-retried';
import { NotFoundPanel } from '../components/ui/not-found';
import { useDocumentTitle } from '../components/use-document-title';
import { SendGiftButton } from '../features/gifts/send-gift-button';
import { PackActions } from '../features/packs/pack-actions';
import { PackDetailSkeleton } from '../features/packs/pack-detail-skeleton';
import { categoryName } from '../features/categories/category-name';
import { PackHero } from '../features/packs/pack-hero';
import { PackStickers } from '../features/packs/pack-stickers';
import { isolate, RichMessage, useT } from '../i18n';

function isNotFound(error: unknown) {
  return isApiError(error) && (error.status === 404 || error.code === '4004');
}

function PackPage({ packageId }: { packageId: number }) {
  const t = useT();
  const query = usePackage(packageId);
  const pack = query.data;
  const error = useErrorBeingRetried(query);
  useDocumentTitle(
    pack
      ? isolate(pack.packageName)
      : t(error !== undefined ? 'pack.unavailableTitle' : 'pack.title'),
  );

  if (error !== undefined && !pack) {
    if (isNotFound(error)) {
      return (
        <NotFoundPanel title={t('pack.notFound')}>
          {t('pack.notFoundText', { id: packageId })}
        </NotFoundPanel>
      );
    }
    return (
      <ErrorPanel
        error={error}
        headingLevel={1}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!pack && query.fetchStatus === 'paused') return <OfflinePanel headingLevel={1} />;
  if (!pack) return <PackDetailSkeleton />;
  return (
    <>
      <PackHero
        pack={pack}
        nameOfCategory={(category) => categoryName(category, t)}
        actions={
          <>
            <PackActions pack={pack} />
            <SendGiftButton pack={pack} />
          </>
        }
      />
      <PackStickers pack={pack} />
    </>
  );
}

function NotAPackId({ packageId }: { packageId: string }) {
  const t = useT();
  useDocumentTitle(t('pack.unavailableTitle'));
  return (
    <NotFoundPanel title={t('pack.notFound')}>
      <RichMessage id="pack.notANumber" names={{ id: packageId }} />
    </NotFoundPanel>
  );
}

export default function PackDetailRoute() {
  const { packageId = '' } = useParams();
  const id = /^\d+$/.test(packageId) ? Number(packageId) : NaN;
  if (!Number.isSafeInteger(id)) return <NotAPackId packageId={packageId} />;
  return <PackPage key={id} packageId={id} />;
}
