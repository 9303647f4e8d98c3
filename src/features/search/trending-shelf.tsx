import { flattenPages } from '../../api';
import { useCameraPackages } from '../../api/hooks/use-camera-queries';
import { PackShelfList } from './pack-shelf';
import { Shelf, ShelfSkeleton } from './shelf';
import { useT } from '../../i18n';
import { waitsForNetwork } from '../../shared/offline/waits-for-network';

const SHOWN = 12;

/** The C1 ranking's first packs (titled as the ranking page its "See all" opens): the start page's first row, its covers loaded at once. */
export function TrendingShelf() {
  const t = useT();
  const ranking = useCameraPackages();
  const packs = flattenPages(ranking.data).slice(0, SHOWN);
  // Offline and never loaded here: the row has nothing to show until the network returns.
  if (ranking.isError || waitsForNetwork(ranking)) return null;
  return (
    <Shelf
      id="trending-heading"
      title={t('camera.ranking.title')}
      more={{ to: '/camera', label: t('camera.ranking.seeAll') }}
    >
      {ranking.isPending ? (
        <ShelfSkeleton />
      ) : (
        <PackShelfList packs={packs} label={t('camera.ranking.title')} eager />
      )}
    </Shelf>
  );
}
