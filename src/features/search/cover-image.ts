import { imageSrcSet } from '../../../contract/image-src-set';

/** The side of a pack cover on the start page's shelves, CSS px. */
export const PACK_COVER_SIZE = 112;

/**
 * src and srcSet of a pack's cover on the start page's shelves; an animated one at rest when the
 * person prefers reduced motion.
 */
export function shelfCoverSources(
  packageImg: string,
  reduceMotion: boolean,
): { src: string; srcSet: string } {
  return imageSrcSet(packageImg, PACK_COVER_SIZE, { reduceMotion });
}
