import { useRef } from 'react';
import { PackShelfList } from './pack-shelf';
import { Shelf, ShelfSkeleton } from './shelf';
import { useNearViewport } from './use-near-viewport';
import { useNewPacks } from './use-new-packs';

/** New packs, loaded when the row is scrolled near (it sits below the first screen). */
export function NewShelf() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const packs = useNewPacks(near);
  if (packs.isError || (packs.isSuccess && packs.data.length === 0)) return null;
  return (
    <div ref={ref}>
      <Shelf id="new-heading" title="New packs">
        {packs.isSuccess ? (
          <PackShelfList packs={packs.data} label="New packs" />
        ) : (
          <ShelfSkeleton />
        )}
      </Shelf>
    </div>
  );
}
