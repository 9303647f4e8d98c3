import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageSrcSet } from '../../lib/image-src-set';
import { TILE_CSS_SIZE } from './tile-priority';

const TILE_CLASS =
  'group relative block aspect-square w-full overflow-hidden rounded-2xl border border-line bg-surface p-2 ' +
  'shadow-xs transition hover:border-accent-text hover:shadow-md motion-reduce:transition-none ' +
  'aria-busy:opacity-60';

type Priority = 'high' | 'eager' | 'lazy';

type TileAction =
  | { kind: 'link'; to: string; label: string }
  | { kind: 'button'; onClick: () => void; label: string; pending?: boolean };

export type StickerTileProps = {
  stickerImg: string;
  alt: string;
  action: TileAction;
  animated?: boolean;
  /** First row: loaded at once; the very first few also with high fetch priority. */
  priority?: Priority;
  footer?: ReactNode;
};

export function StickerTile({
  stickerImg,
  alt,
  action,
  animated,
  priority = 'lazy',
  footer,
}: StickerTileProps) {
  const { src, srcSet } = imageSrcSet(stickerImg, TILE_CSS_SIZE);
  const label = animated ? `${action.label} (animated)` : action.label;
  const body = (
    <>
      <img
        src={src}
        srcSet={srcSet}
        alt={alt}
        width={TILE_CSS_SIZE}
        height={TILE_CSS_SIZE}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
        className="size-full object-contain transition-transform group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
      {animated ? (
        <span
          aria-hidden="true"
          className="absolute top-1.5 right-1.5 rounded-full bg-fg/80 px-1.5 py-0.5 text-[10px] leading-none font-bold text-page"
        >
          GIF
        </span>
      ) : null}
      {footer}
    </>
  );

  if (action.kind === 'link') {
    return (
      <Link to={action.to} aria-label={label} className={TILE_CLASS}>
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      aria-busy={action.pending || undefined}
      onClick={action.onClick}
      className={`${TILE_CLASS} cursor-pointer`}
    >
      {body}
    </button>
  );
}
