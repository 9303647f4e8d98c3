import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageSrcSet } from '../../../contract/image-src-set';
import { Badge } from '../../components/ui/badge';
import { artistName } from './artist-name';
import { DARK_ART_HALO_CLASS } from '../../components/stickers/tile-image';
import { splitPackName } from '../../components/pack-name';

export type PackCardData = {
  packageId: number;
  packageName: string;
  packageImg: string;
  artistName: string;
  packageAnimated: 'Y' | 'N';
  isNew: 'Y' | 'N';
  license?: string | undefined;
};

type PackCardProps = {
  pack: PackCardData;
  /** Buttons shown beside the card; they stay clickable above the card-wide link. */
  actions?: ReactNode;
  meta?: ReactNode;
  rank?: number;
  eager?: boolean;
};

const IMAGE_SIZE = 80;

export function PackCard({ pack, actions, meta, rank, eager }: PackCardProps) {
  const { src, srcSet } = imageSrcSet(pack.packageImg, IMAGE_SIZE);
  // The name whole; the art set apart, as a label (read once, as part of the name).
  const { title, artSet } = splitPackName(pack.packageName);
  return (
    <article className="relative flex h-full flex-wrap items-center gap-3 rounded-3xl border border-line bg-surface p-3 shadow-xs transition-shadow hover:shadow-md motion-reduce:transition-none">
      {rank !== undefined ? (
        <span className="w-6 shrink-0 text-center text-lg font-bold text-muted tabular-nums">
          {rank}
        </span>
      ) : null}
      <img
        src={src}
        srcSet={srcSet}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`${DARK_ART_HALO_CLASS} size-16 shrink-0 rounded-2xl bg-sunken object-contain p-1.5 sm:size-20`}
      />
      <div className="min-w-36 flex-1">
        <h2 className="line-clamp-2 font-semibold break-words">
          <Link
            to={`/packs/${pack.packageId}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-3xl after:content-['']"
          >
            {title}
            {artSet ? <span className="sr-only"> · {artSet}</span> : null}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm break-words text-muted">
          by {artistName(pack.artistName)}
        </p>
        {pack.packageAnimated === 'Y' || pack.isNew === 'Y' || artSet ? (
          <p className="mt-1 flex flex-wrap gap-1">
            {artSet ? (
              <span aria-hidden="true">
                <Badge>{artSet}</Badge>
              </span>
            ) : null}
            {pack.packageAnimated === 'Y' ? <Badge tone="accent">Animated</Badge> : null}
            {pack.isNew === 'Y' ? <Badge tone="success">New</Badge> : null}
          </p>
        ) : null}
        {meta ? <div className="mt-1 text-xs text-muted">{meta}</div> : null}
      </div>
      {actions ? <div className="relative z-10 ml-auto flex shrink-0 gap-2">{actions}</div> : null}
    </article>
  );
}
