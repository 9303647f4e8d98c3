import { imageSrcSet } from '../../../contract/image-src-set';

/** The side of a pack cover on the start page's shelves, CSS px. */
export const PACK_COVER_SIZE = 112;

/**
 * src and srcSet of a pack's cover on the start page's shelves. The shelves and the start page's
 * preload (src/app/start/first-images.ts) both take them from here, so they ask for the same URLs.
 */
export function shelfCoverSources(packageImg: string): { src: string; srcSet: string } {
  return imageSrcSet(packageImg, PACK_COVER_SIZE);
}
