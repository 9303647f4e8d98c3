import { ANIMATED_MAX_DENSITY, snapToRung, STILL_MAX_DENSITY } from './image-rungs';

export { MAX_IMAGE_SIZE } from './image-rungs';

function withDimension(url: string, size: number): string {
  const hashIndex = url.indexOf('#');
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  // Drop an existing d so the one asked for wins.
  const [path = '', query = ''] = base.split(/\?(.*)/s, 2);
  const kept = query.split('&').filter((part) => part !== '' && !/^d(=|$)/.test(part));
  const params = [...kept, `d=${size}x${size}`].join('&');
  return `${path}?${params}${hash}`;
}

/**
 * src and srcSet for a square image shown at `cssSize` CSS pixels: the 1x candidate and one for
 * `maxDensity` (2x unless the caller caps it), each at the service's rung for that size, so every
 * page asks for the same few URLs the service renders anyway.
 */
export function imageSrcSet(
  url: string,
  cssSize: number,
  maxDensity = 2,
): { src: string; srcSet: string } {
  const one = snapToRung(cssSize);
  const dense = snapToRung(cssSize * maxDensity);
  const src = withDimension(url, one);
  if (dense === one) return { src, srcSet: `${src} 1x` };
  return { src, srcSet: `${src} 1x, ${withDimension(url, dense)} ${maxDensity}x` };
}

/**
 * Whether a sticker image moves, for lists that do not say (M1, C2): the local service names an
 * animated sticker's image `<stem>~<motion>.svg`; other servers' images count as still.
 */
export function isAnimatedImage(url: string): boolean {
  return /~[a-z]+\.svg(?:[?#]|$)/.test(url);
}

/** imageSrcSet for a sticker, animated ones capped at their density (see image-rungs.ts). */
export function stickerSrcSet(
  url: string,
  cssSize: number,
  animated: boolean,
): { src: string; srcSet: string } {
  return imageSrcSet(url, cssSize, animated ? ANIMATED_MAX_DENSITY : STILL_MAX_DENSITY);
}
