import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n';

export function PackListSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <LoadingRegion label={label ?? t('pack.loadingList')}>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-3">
        {Array.from({ length: count }, (_, i) => (
          <div
            key={i}
            className="flex items-center gap-3 rounded-3xl border border-line bg-surface p-3"
          >
            <Skeleton className="size-20 shrink-0 rounded-2xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
