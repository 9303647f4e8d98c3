import { flattenPages } from '../../api';
import { useCameraPackages } from '../../api/hooks/use-camera-queries';
import { PackShelfList } from './pack-shelf';
import { Shelf, ShelfSkeleton } from './shelf';

const SHOWN = 12;

/** The C1 ranking's first packs (titled as the ranking page its "See all" opens): the start page's first row, its covers loaded at once. */
export function TrendingShelf() {
  const ranking = useCameraPackages();
  const packs = flattenPages(ranking.data).slice(0, SHOWN);
  if (ranking.isError) return null;
  return (
    <Shelf
      id="trending-heading"
      title="Popular packs"
      more={{ to: '/camera', label: 'See all popular packs' }}
    >
      {ranking.isPending ? (
        <ShelfSkeleton />
      ) : (
        <PackShelfList packs={packs} label="Popular packs" eager />
      )}
    </Shelf>
  );
}
