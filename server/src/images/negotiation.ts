import { STILL_QUERY } from '../../../contract/image-src-set';

/** Client hint that says whether the user asked for reduced motion. */
export const REDUCED_MOTION_HINT = 'Sec-CH-Prefers-Reduced-Motion';

/** Everything an animated sticker's bytes depend on besides its URL. */
export const ANIMATED_VARY = `Accept, ${REDUCED_MOTION_HINT}`;

/** The same for one asked for at rest (STILL_QUERY): the hint no longer changes the answer. */
export const STILL_VARY = 'Accept';

export type WebpVariant = 'animated' | 'still';

/** True when the Accept header lists image/webp with a non-zero q. */
export function acceptsWebp(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The hint is a structured-field token; a quoted string is accepted as well. */
export function prefersReducedMotion(hint: string | undefined): boolean {
  return hint?.trim().replace(/^"(.*)"$/, '$1') === 'reduce';
}

/**
 * True when the URL's query asks for the art at rest (`still=1`, STILL_QUERY): the page knows the
 * person's preference when the hint does not come. Any other value is ignored, not refused.
 */
export function asksForStill(value: string | undefined): boolean {
  return value === STILL_QUERY.value;
}

/**
 * The WebP to send an animated sticker as, or null for the animated SVG. Without the hint or
 * `still=1` a client gets the animation; the SVG still honours prefers-reduced-motion through its
 * @media.
 */
export function webpVariant(
  accept: string | undefined,
  hint: string | undefined,
  stillAsked = false,
): WebpVariant | null {
  if (!acceptsWebp(accept)) return null;
  return stillAsked || prefersReducedMotion(hint) ? 'still' : 'animated';
}
