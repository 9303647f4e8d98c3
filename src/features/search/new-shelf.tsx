import { useRef } from 'react';
import { PackShelfList } from './pack-shelf';
import { Shelf, ShelfSkeleton } from './shelf';
import { useNearViewport } from './use-near-viewport';
import { useNewPacks } from './use-new-packs';
import { useT } from '../../i18n';
import { waitsForNetwork } from '../../shared/offline/waits-for-network';

/** New packs, loaded when the row is scrolled near (it sits below the first screen). */
export function NewShelf() {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const packs = useNewPacks(near);
  if (packs.isError || waitsForNetwork(packs) || (packs.isSuccess && packs.data.length === 0)) {
    return null;
  }
  return (
    <div ref={ref}>
      <Shelf id="new-heading" title={t('search.newPacks')}>
        {packs.isSuccess ? (
          <PackShelfList packs={packs.data} label={t('search.newPacks')} />
        ) : (
          <ShelfSkeleton />
        )}
      </Shelf>
    </div>
  );
}
