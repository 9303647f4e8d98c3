import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { stickerSrcSet } from '../../api/image-src-set';
import { TILE_BUTTON_CLASS, TILE_CLASS, TILE_IMAGE_CLASS } from './tile-classes';
import {
  cancelLoadOnUnmount,
  TILE_CSS_SIZE,
  tileImageLoading,
  type TilePriority,
} from './tile-priority';

type TileAction =
  | { kind: 'link'; to: string; label: string }
  | { kind: 'button'; onClick: () => void; label: string; pending?: boolean };

export type StickerTileProps = {
  stickerImg: string;
  alt: string;
  action: TileAction;
  animated?: boolean;
  /** First row: loaded at once; the very first few still ones also with high fetch priority. */
  priority?: TilePriority;
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
  const { src, srcSet } = stickerSrcSet(stickerImg, TILE_CSS_SIZE, animated ?? false);
  const { loading, fetchPriority } = tileImageLoading(priority, animated ?? false);
  const imageRef = useCallback(
    (image: HTMLImageElement | null) => cancelLoadOnUnmount(image, src, srcSet),
    [src, srcSet],
  );
  const label = animated ? `${action.label} (animated)` : action.label;
  const body = (
    <>
      <img
        ref={imageRef}
        src={src}
        srcSet={srcSet}
        alt={alt}
        width={TILE_CSS_SIZE}
        height={TILE_CSS_SIZE}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        draggable={false}
        className={TILE_IMAGE_CLASS}
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
      className={TILE_BUTTON_CLASS}
    >
      {body}
    </button>
  );
}
