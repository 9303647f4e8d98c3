import { ANIMATED_MAX_DENSITY, snapToRung, STILL_MAX_DENSITY } from './image-rungs';

export { MAX_IMAGE_SIZE } from './image-rungs';

/**
 * The query parameter that asks the image service for an animated sticker at rest, one still
 * frame: a page that knows the person prefers reduced motion sends it, as the
 * Sec-CH-Prefers-Reduced-Motion hint often does not come (docs/service.md, "Reduced motion").
 */
export const STILL_QUERY = { name: 'still', value: '1' } as const;

/** `url` with the query parameter `name` set to `value`, replacing any it had. */
function withParameter(url: string, name: string, value: string): string {
  const hashIndex = url.indexOf('#');
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const [path = '', query = ''] = base.split(/\?(.*)/s, 2);
  const kept = query
    .split('&')
    .filter((part) => part !== '' && part !== name && !part.startsWith(`${name}=`));
  const params = [...kept, `${name}=${value}`].join('&');
  return `${path}?${params}${hash}`;
}

function withDimension(url: string, size: number): string {
  // An existing d is dropped, so the one asked for wins.
  return withParameter(url, 'd', `${size}x${size}`);
}

/**
 * The URL to ask for an image: an animated one at rest when the person prefers reduced motion
 * (the one place for that rule). Another server's URL gets the parameter too; a server that does
 * not know it ignores it, as servers do unknown query parameters.
 */
export function motionImageUrl(url: string, animated: boolean, reduceMotion: boolean): string {
  return animated && reduceMotion ? withParameter(url, STILL_QUERY.name, STILL_QUERY.value) : url;
}

export interface ImageSrcSetOptions {
  /** Density of the dense candidate: 2x unless the caller caps it. */
  readonly maxDensity?: number;
  /** Whether the image moves; the URL tells (isAnimatedImage) unless the caller knows better. */
  readonly animated?: boolean;
  /** The person prefers reduced motion: an animated image is asked for at rest. */
  readonly reduceMotion?: boolean;
}

/**
 * src and srcSet for a square image shown at `cssSize` CSS pixels: the 1x candidate and one for
 * `maxDensity`, each at the service's rung for that size, so every page asks for the same few
 * URLs the service renders anyway.
 */
export function imageSrcSet(
  url: string,
  cssSize: number,
  {
    maxDensity = 2,
    animated = isAnimatedImage(url),
    reduceMotion = false,
  }: ImageSrcSetOptions = {},
): { src: string; srcSet: string } {
  const asked = motionImageUrl(url, animated, reduceMotion);
  const one = snapToRung(cssSize);
  const dense = snapToRung(cssSize * maxDensity);
  const src = withDimension(asked, one);
  if (dense === one) return { src, srcSet: `${src} 1x` };
  return { src, srcSet: `${src} 1x, ${withDimension(asked, dense)} ${maxDensity}x` };
}

/**
 * Whether a sticker image moves, for lists that do not say (M1, C2): the local service names an
 * animated sticker's image `<stem>~<motion>.svg`; other servers' images count as still.
 */
export function isAnimatedImage(url: string): boolean {
  return /~[a-z]+\.svg(?:[?#]|$)/.test(url);
}

/**
 * imageSrcSet for a sticker, moving ones capped at their density (see image-rungs.ts). One asked
 * for at rest is a single frame and takes the still density: at 320 px it weighs less than half
 * the animation at 192 (a median 2.8 against 6.8 kB), and nothing moves to hide 1.2x's softness.
 */
export function stickerSrcSet(
  url: string,
  cssSize: number,
  animated: boolean,
  reduceMotion = false,
): { src: string; srcSet: string } {
  const moving = animated && !reduceMotion;
  const maxDensity = moving ? ANIMATED_MAX_DENSITY : STILL_MAX_DENSITY;
  return imageSrcSet(url, cssSize, { maxDensity, animated, reduceMotion });
}
