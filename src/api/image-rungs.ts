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
