import { useT } from '../../i18n';
import { LoadingRegion, Skeleton } from './skeleton';

export function SkeletonTiles({ count = 18 }: { count?: number }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3 sm:grid-cols-[repeat(auto-fill,minmax(8rem,1fr))]">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="aspect-square rounded-2xl" />
      ))}
    </div>
  );
}

export function StickerGridSkeleton({ count = 18, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <LoadingRegion label={label ?? t('status.loadingStickers')}>
      <SkeletonTiles count={count} />
    </LoadingRegion>
  );
}
