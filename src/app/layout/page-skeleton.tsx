import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { SkeletonTiles } from '../../components/ui/tile-skeleton';

/** Shown while a route's code loads: a heading bar and a grid of tiles of reserved size. */
export function PageSkeleton() {
  return (
    <LoadingRegion label="Loading page…">
      <Skeleton className="mb-2 h-9 w-48" />
      <Skeleton className="mb-6 h-5 w-72 max-w-full" />
      <SkeletonTiles count={12} />
    </LoadingRegion>
  );
}
