export interface Dimension {
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_SIDE = 300;
export const MAX_SIDE = 700;

const DIMENSION_PATTERN = /^(\d{1,5})x(\d{1,5})$/;

function clampSide(value: number): number {
  return Math.min(MAX_SIDE, Math.max(1, value));
}

/**
 * Reads the spec's `d=<width>x<height>` image query. Anything malformed falls back to the default
 * rather than failing, because an image tag cannot show an error.
 */
export function parseDimension(value: string | undefined): Dimension {
  const match = value === undefined ? null : DIMENSION_PATTERN.exec(value);
  if (!match) return { width: DEFAULT_SIDE, height: DEFAULT_SIDE };
  return { width: clampSide(Number(match[1])), height: clampSide(Number(match[2])) };
}
