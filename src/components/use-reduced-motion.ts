import { useMediaQuery } from './use-media-query';

/** Matches when the person asked their system for reduced motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the person prefers reduced motion, following a change of the setting without a reload:
 * images that move are then asked for at rest (motionImageUrl, contract/image-src-set.ts).
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** The same, read once, for code outside React (a route's preload). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
