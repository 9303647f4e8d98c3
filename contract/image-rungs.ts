/**
 * The only sides the image service renders, in pixels: any asked-for side is served at the
 * smallest rung at or above it (the top rung at most), so a handful of sizes cover every page
 * and each one is cached once. Shared by the service and the app's srcset.
 */
export const IMAGE_RUNGS = [48, 64, 80, 96, 128, 160, 192, 240, 320, 420, 560, 700] as const;

export const MAX_IMAGE_SIZE = 700;

/** The smallest rung ≥ `side`, or the top rung. */
export function snapToRung(side: number): number {
  return IMAGE_RUNGS.find((rung) => rung >= side) ?? MAX_IMAGE_SIZE;
}

/**
 * Animated stickers are offered at 1x and 1.2x of the size they are shown at only (the 192 px
 * rung for a 160 px image, 128 px for a phone's 102 px one), whatever the screen's density:
 * every frame is a whole picture, and at 240 px (1.5x) the first page of a search for "cat"
 * weighed a median 9.2 kB a tile against a budget of 8 (192 px: 7.4 kB;
 * `server/bench/tile-bytes.ts`). Motion hides the softness.
 */
export const ANIMATED_MAX_DENSITY = 1.2;

/** Still stickers are SVG: 2x costs them almost nothing. */
export const STILL_MAX_DENSITY = 2;
