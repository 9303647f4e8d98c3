import { Link } from 'react-router';
import type { CameraPackage } from '../../api';
import { splitPackName } from '../../components/pack-name';
import {
  DARK_ART_HALO_CLASS,
  markImageFailed,
  markImageLoaded,
} from '../../components/stickers/tile-image';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';
import { PACK_COVER_SIZE, shelfCoverSources } from './cover-image';
import { ScrollRow } from './scroll-row';
import { PACK_ARTIST_CLASS, PACK_CARD_CLASS, PACK_COVER_CLASS, PACK_TITLE_CLASS } from './shelf';

type PackShelfListProps = {
  packs: readonly Pick<CameraPackage, 'packageId' | 'packageName' | 'packageImg' | 'artistName'>[];
  label: string;
  /** The first row of the page loads its covers at once; the others when scrolled near. */
  eager?: boolean;
};

/** Pack covers in one scrolling line, each opening its pack. */
export function PackShelfList({ packs, label, eager = false }: PackShelfListProps) {
  const reduceMotion = usePrefersReducedMotion();
  return (
    <ScrollRow label={label}>
      {packs.map((pack, index) => {
        const { src, srcSet } = shelfCoverSources(pack.packageImg, reduceMotion);
        // The art set as a label on the cover: the name keeps its two lines to itself.
        const { title, artSet } = splitPackName(pack.packageName);
        return (
          <li key={pack.packageId} className={PACK_CARD_CLASS}>
            <Link
              to={`/packs/${pack.packageId}`}
              className="group relative block rounded-xl focus-visible:outline-offset-2"
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
                onLoad={markImageLoaded}
                onError={markImageFailed}
                className={`${PACK_COVER_CLASS} ${DARK_ART_HALO_CLASS} border border-line bg-sunken object-contain p-2 transition-colors group-hover:border-accent-text data-loaded:bg-surface motion-reduce:transition-none`}
              />
              <span className={`${PACK_TITLE_CLASS} group-hover:text-accent-text`}>
                <bdi>{title}</bdi>
              </span>
              {artSet ? (
                <span className="absolute end-1 top-[5.5rem] max-w-[calc(100%-0.5rem)] truncate rounded-full border border-line bg-surface px-1.5 text-[11px] leading-4 font-semibold text-muted">
                  <span className="sr-only">, </span>
                  <bdi>{artSet}</bdi>
                </span>
              ) : null}
              <bdi className={PACK_ARTIST_CLASS}>{pack.artistName}</bdi>
            </Link>
          </li>
        );
      })}
    </ScrollRow>
  );
}
