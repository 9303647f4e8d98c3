import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { SkeletonTiles } from '../../components/ui/tile-skeleton';
import { useT } from '../../i18n';

export function PackDetailSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('pack.loading')}>
      <div className="mb-8 flex flex-col gap-6 rounded-3xl border border-line bg-surface p-5 sm:flex-row sm:p-6">
        <Skeleton className="size-32 shrink-0 self-center rounded-3xl sm:size-40 sm:self-start" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="mt-6 h-11 w-64" />
        </div>
      </div>
      <SkeletonTiles count={12} />
    </LoadingRegion>
  );
}
