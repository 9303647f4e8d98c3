import { imageSrcSet } from '../../../contract/image-src-set';

/** The pack hero's cover side in CSS pixels at its largest (`sm:size-40`; 128 px on a phone). */
export const HERO_SIZE = 160;

/**
 * src and srcSet of a pack's cover in its hero, an animated one at rest when the person prefers
 * reduced motion. The hero and the pack route's preload both take them from here, so they ask
 * for the same URLs.
 */
export function heroImageSources(
  packageImg: string,
  reduceMotion: boolean,
): { src: string; srcSet: string } {
  return imageSrcSet(packageImg, HERO_SIZE, { reduceMotion });
}
