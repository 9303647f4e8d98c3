import { snapToRung } from '../../../contract/image-rungs';

export interface Dimension {
  readonly width: number;
  readonly height: number;
}

/** The spec's recommended 300, served at its rung. */
export const DEFAULT_SIDE = snapToRung(300);

const DIMENSION_PATTERN = /^(\d{1,5})x(\d{1,5})$/;

/**
 * Reads the spec's `d=<width>x<height>` image query, each side snapped to the rendition ladder.
 * Anything malformed falls back to the default rather than failing: an image tag cannot show
 * an error.
 */
export function parseDimension(value: string | undefined): Dimension {
  const match = value === undefined ? null : DIMENSION_PATTERN.exec(value);
  if (!match) return { width: DEFAULT_SIDE, height: DEFAULT_SIDE };
  return { width: snapToRung(Number(match[1])), height: snapToRung(Number(match[2])) };
}
