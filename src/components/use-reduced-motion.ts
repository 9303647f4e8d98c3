import { getKeepStill, useKeepStill } from '../lib/keep-still';
import { useMediaQuery } from './use-media-query';

/** Matches when the person asked their system for reduced motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the person prefers reduced motion, on their system or in Settings (Keep stickers
 * still), following a change without a reload: images that move are then asked for at rest
 * (motionImageUrl, contract/image-src-set.ts).
 */
export function usePrefersReducedMotion(): boolean {
  const system = useMediaQuery(REDUCED_MOTION_QUERY);
  const keepStill = useKeepStill();
  return system || keepStill;
}

/** The same, read once, for code outside React (a route's preload). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches || getKeepStill();
}
