import { Link } from 'react-router';
import type { CameraPackage } from '../../api';
import { PACK_COVER_SIZE, shelfCoverSources } from './cover-image';
import {
  PACK_ARTIST_CLASS,
  PACK_CARD_CLASS,
  PACK_COVER_CLASS,
  PACK_TITLE_CLASS,
  SHELF_LIST_CLASS,
} from './shelf';

type PackShelfListProps = {
  packs: readonly Pick<CameraPackage, 'packageId' | 'packageName' | 'packageImg' | 'artistName'>[];
  label: string;
  /** The first row of the page loads its covers at once; the others when scrolled near. */
  eager?: boolean;
};

/** Pack covers in one scrolling line, each opening its pack. */
export function PackShelfList({ packs, label, eager = false }: PackShelfListProps) {
  return (
    <ul aria-label={label} className={SHELF_LIST_CLASS}>
      {packs.map((pack, index) => {
        const { src, srcSet } = shelfCoverSources(pack.packageImg);
        return (
          <li key={pack.packageId} className={PACK_CARD_CLASS}>
            <Link
              to={`/packs/${pack.packageId}`}
              className="group block rounded-xl focus-visible:outline-offset-2"
            >
              <img
                src={src}
                srcSet={srcSet}
                alt=""
                width={PACK_COVER_SIZE}
                height={PACK_COVER_SIZE}
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={eager && index < 3 ? 'high' : 'auto'}
                decoding="async"
                className={`${PACK_COVER_CLASS} border border-line bg-surface object-contain p-2 transition-colors group-hover:border-accent-text motion-reduce:transition-none`}
              />
              <span className={`${PACK_TITLE_CLASS} group-hover:text-accent-text`}>
                <bdi>{pack.packageName}</bdi>
              </span>
              <bdi className={PACK_ARTIST_CLASS}>{pack.artistName}</bdi>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
