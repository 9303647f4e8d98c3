import { stickerSrcSet } from '../../../contract/image-src-set';

/** The size the app lays sticker tiles out at (TILE_CSS_SIZE in src/features/stickers). */
export const TILE_CSS_SIZE = 160;

/** The device pixel ratio of the phone Lighthouse emulates (Moto G Power). */
export const PHONE_DPR = 2.625;

/** The URL a browser takes from an x-descriptor srcset: the first dense enough, else the densest. */
export function pickCandidate(srcSet: string, dpr: number): string {
  const candidates = srcSet.split(', ').map((entry) => {
    const [url = '', density = '1x'] = entry.split(' ');
    return { url, density: Number.parseFloat(density) };
  });
  candidates.sort((a, b) => a.density - b.density);
  return (candidates.find(({ density }) => density >= dpr) ?? candidates.at(-1))?.url ?? '';
}

/** The image URL the app's sticker tile loads for `stickerImg` on a screen of `dpr`. */
export function tileUrl(stickerImg: string, dpr: number): string {
  const { srcSet } = stickerSrcSet(stickerImg, TILE_CSS_SIZE, stickerImg.includes('~'));
  return pickCandidate(srcSet, dpr);
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

export function median(values: readonly number[]): number {
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  if (ordered.length % 2) return ordered[middle] ?? NaN;
  return ((ordered[middle - 1] ?? NaN) + (ordered[middle] ?? NaN)) / 2;
}

/** 90th percentile, nearest rank. */
export function p90(values: readonly number[]): number {
  return sorted(values)[Math.ceil(values.length * 0.9) - 1] ?? NaN;
}
