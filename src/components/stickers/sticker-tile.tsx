import { useCallback, useContext, type DragEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isAnimatedImage } from '../../../contract/image-src-set';
import { putStickerOnDrag } from './drag-sticker';
import {
  cancelLoadOnUnmount,
  IMAGE_PLACEHOLDER_CLASS,
  markImageFailed,
  markImageLoaded,
  TILE_CSS_SIZE,
  tileImageLoading,
  tileImageSources,
} from './tile-image';
import { useT } from '../../i18n';
import { usePrefersReducedMotion } from '../use-reduced-motion';
import { TileSizeContext } from './tile-size-context';

/** Tiles a grid that is not virtualized treats as its first screen: one row at its widest. */
export const FIRST_ROW_TILES = 6;

// Its border and padding are what TILE_IMAGE_INSET (tile-image.ts) takes from the tile's side.
const TILE_CLASS =
  'group relative block aspect-square w-full overflow-hidden rounded-2xl border border-line bg-surface p-2 ' +
  'shadow-xs transition hover:border-accent-text hover:shadow-md motion-reduce:transition-none ' +
  'aria-busy:opacity-60';

type TileAction =
  | {
      kind: 'link';
      to: string;
      label: string;
      /** History state of the navigation; an overlay (the sticker view) keeps the page's scroll. */
      state?: unknown;
      overlay?: boolean;
    }
  | { kind: 'button'; onClick: () => void; label: string; pending?: boolean };

export type StickerTileProps = {
  stickerImg: string;
  alt: string;
  action: TileAction;
  animated?: boolean;
  /** On the first screen (for a grid that is not virtualized: its first row, FIRST_ROW_TILES). */
  onScreen?: boolean;
  footer?: ReactNode;
};

export function StickerTile({
  stickerImg,
  alt,
  action,
  animated,
  onScreen = false,
  footer,
}: StickerTileProps) {
  // The side its grid lays it out at, so the image is asked for at the size it is shown (a
  // 120 px phone tile needs a 128 px rung, not 192); the default where no grid has measured.
  const t = useT();
  const side = useContext(TileSizeContext);
  const reduceMotion = usePrefersReducedMotion();
  const moving = animated ?? isAnimatedImage(stickerImg);
  const { src, srcSet } = tileImageSources(stickerImg, side, moving, reduceMotion);
  const { loading, fetchPriority } = tileImageLoading(onScreen, moving);
  const imageRef = useCallback(
    (image: HTMLImageElement | null) => cancelLoadOnUnmount(image, src, srcSet),
    [src, srcSet],
  );
  const label = animated ? t('sticker.animatedName', { name: action.label }) : action.label;
  const onDragStart = (event: DragEvent<HTMLImageElement>) =>
    putStickerOnDrag(event.dataTransfer, stickerImg, alt);
  const body = (
    <>
      {/* In dark mode a thin light halo keeps dark art (a black cat, outlines) visible. */}
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
        draggable
        onDragStart={onDragStart}
        onLoad={markImageLoaded}
        onError={markImageFailed}
        className={`${IMAGE_PLACEHOLDER_CLASS} size-full object-contain transition-transform group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100 dark:drop-shadow-[0_0_1.5px_rgb(255_255_255/0.7)]`}
      />
      {animated ? (
        <span
          aria-hidden="true"
          className="absolute end-1.5 top-1.5 rounded-full bg-fg/80 px-1.5 py-0.5 text-[10px] leading-none font-bold text-page"
        >
          {t('sticker.gifBadge')}
        </span>
      ) : null}
      {footer}
    </>
  );

  if (action.kind === 'link') {
    return (
      <Link
        to={action.to}
        state={action.state}
        preventScrollReset={action.overlay}
        aria-label={label}
        className={TILE_CLASS}
        // The second click of a double click would open the view again on top of itself: one
        // Back or Escape would then leave it open.
        onClick={(event) => {
          if (event.detail > 1) event.preventDefault();
        }}
      >
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
