import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageSrcSet } from '../../../contract/image-src-set';
import { Badge } from '../../components/ui/badge';
import { RichMessage, useT } from '../../i18n';
import { artistName } from './artist-name';
import { DARK_ART_HALO_CLASS, markImageFailed } from '../../components/stickers/tile-image';
import { splitPackName } from '../../components/pack-name';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';
import { ArtSetBadge, PackTitle } from './pack-title';
import { useWaitingToSend } from '../../shared/offline/use-waiting-to-send';
import { WaitingMark } from './waiting-mark';

/** What the service's names put before an art set (pack-name.ts): part of the name, not a word. */

export type PackCardData = {
  packageId: number;
  packageName: string;
  packageImg: string;
  artistName: string;
  packageAnimated: 'Y' | 'N';
  isNew: 'Y' | 'N';
  license?: string | undefined;
  /** The main language, as the service names it ("Polish"). */
  language?: string | undefined;
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
  const t = useT();
  const reduceMotion = usePrefersReducedMotion();
  const { src, srcSet } = imageSrcSet(pack.packageImg, IMAGE_SIZE, { reduceMotion });
  // The name whole; the art set apart, as a label (read once, as part of the name).
  const { title, artSet } = splitPackName(pack.packageName);
  const waiting = useWaitingToSend(pack.packageId);
  return (
    <article className="relative flex h-full flex-wrap items-center gap-3 rounded-3xl border border-line bg-surface p-3 shadow-xs transition-shadow hover:shadow-md motion-reduce:transition-none">
      {/* Actions move to a row of their own rather than squeeze the name and artist. */}
      {/* With large text the name and artist go under the art when they would get under 8rem. */}
      <div className="flex min-w-[min(100%,18rem)] flex-1 flex-wrap items-center gap-3">
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
          onError={markImageFailed}
          className={`${DARK_ART_HALO_CLASS} size-16 shrink-0 rounded-2xl bg-sunken object-contain p-1.5 sm:size-20`}
        />
        <div className="min-w-[min(100%,8rem)] flex-1">
          <h2 className="line-clamp-2 font-semibold break-words">
            <Link
              to={`/packs/${pack.packageId}`}
              // The link covers the card, so its focus ring goes round the card: drawn round the
              // title, the title's line clamp cut it.
              className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-text"
            >
              <PackTitle title={title} artSet={artSet} language={pack.language} />
            </Link>
          </h2>
          {/* The whole credit, never clamped: it is a copyright requirement, and Chromium draws a
              clamp's ellipsis over the start of a Latin name in a right-to-left line. */}
          <p className="text-sm break-words text-muted">
            <RichMessage
              id="pack.byArtist"
              values={{ artist: artistName(pack.artistName) }}
              components={{ 0: <bdi /> }}
            />
          </p>
          {pack.packageAnimated === 'Y' || pack.isNew === 'Y' || artSet || waiting ? (
            <p className="mt-1 flex flex-wrap gap-1">
              {artSet ? <ArtSetBadge artSet={artSet} /> : null}
              {pack.packageAnimated === 'Y' ? (
                <Badge tone="accent">{t('pack.animated')}</Badge>
              ) : null}
              {pack.isNew === 'Y' ? <Badge tone="success">{t('pack.new')}</Badge> : null}
              {waiting ? <WaitingMark /> : null}
            </p>
          ) : null}
          {meta ? <div className="mt-1 text-xs text-muted">{meta}</div> : null}
        </div>
      </div>
      {actions ? (
        <div className="relative z-10 ms-auto flex max-w-full shrink-0 flex-wrap gap-2">
          {actions}
        </div>
      ) : null}
    </article>
  );
}
