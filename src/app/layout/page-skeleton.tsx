import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { SkeletonTiles } from '../../components/ui/tile-skeleton';
import { useT } from '../../i18n';

/** Shown while a route's code loads: a heading bar and a grid of tiles of reserved size. */
export function PageSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('shell.loadingPage')}>
      <Skeleton className="mb-2 h-9 w-48" />
      <Skeleton className="mb-6 h-5 w-72 max-w-full" />
      <SkeletonTiles count={12} />
    </LoadingRegion>
  );
}
