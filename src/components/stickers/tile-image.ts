import { stickerSrcSet } from '../../../contract/image-src-set';
import { TILE_CSS_SIZE } from './tile-priority';

/** What a tile's border and padding (1 + 8 px a side, sticker-tile.tsx) take from its side. */
export const TILE_IMAGE_INSET = 18;

/**
 * src and srcSet of a tile's image: asked for at the size it is shown inside a tile of `side`
 * CSS pixels (the default size where no grid has measured). The tile and the inline start's
 * preload of the first tiles both take them from here, so they ask for the same URLs.
 */
export function tileImageSources(
  stickerImg: string,
  side: number | undefined,
  animated: boolean,
): { src: string; srcSet: string } {
  const shownSize = side === undefined ? TILE_CSS_SIZE : Math.max(1, side - TILE_IMAGE_INSET);
  return stickerSrcSet(stickerImg, shownSize, animated);
}
