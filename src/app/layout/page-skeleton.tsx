import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';

/** Shown while a route's code loads: a heading bar and a grid of tiles of reserved size. */
export function PageSkeleton() {
  return (
    <LoadingRegion label="Loading page…">
      <Skeleton className="mb-2 h-9 w-48" />
      <Skeleton className="mb-6 h-5 w-72 max-w-full" />
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    </LoadingRegion>
  );
}
