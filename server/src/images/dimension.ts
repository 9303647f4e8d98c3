import { snapToRung } from '../../../contract/image-rungs';

export interface Dimension {
  readonly width: number;
  readonly height: number;
}

/**
 * The spec's recommended side (part 8), the default: served as asked, beside the ladder's rungs,
 * so a client that follows the spec gets the size it asked for. The app asks for rungs only.
 */
export const DEFAULT_SIDE = 300;

const servedSide = (side: number) => (side === DEFAULT_SIDE ? side : snapToRung(side));

const DIMENSION_PATTERN = /^(\d{1,5})x(\d{1,5})$/;

/**
 * Reads the spec's `d=<width>x<height>` image query, each side snapped to the rendition ladder
 * (300 as asked).
 * Anything malformed falls back to the default rather than failing: an image tag cannot show
 * an error.
 */
export function parseDimension(value: string | undefined): Dimension {
  const match = value === undefined ? null : DIMENSION_PATTERN.exec(value);
  if (!match) return { width: DEFAULT_SIDE, height: DEFAULT_SIDE };
  return { width: servedSide(Number(match[1])), height: servedSide(Number(match[2])) };
}
