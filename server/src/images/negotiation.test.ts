import { describe, expect, it } from 'vitest';
import { acceptsWebp, asksForStill, prefersReducedMotion, webpVariant } from './negotiation';

describe('image negotiation', () => {
  it.each([
    ['image/avif,image/webp,*/*', true],
    ['IMAGE/WEBP', true],
    ['image/png, image/webp ;q=0.5', true],
    ['image/webp;q=0', false],
    ['image/webp;q=0.0, image/*', false],
    ['image/*,*/*;q=0.8', false],
    ['image/webpx', false],
    [undefined, false],
  ])('reads Accept %s as accepting WebP: %s', (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });

  it.each([
    ['reduce', true],
    ['"reduce"', true],
    [' reduce ', true],
    ['no-preference', false],
    [undefined, false],
  ])('reads the reduced-motion hint %s as %s', (hint, expected) => {
    expect(prefersReducedMotion(hint)).toBe(expected);
  });

  it('picks the animated WebP unless the hint says reduce, and SVG without WebP', () => {
    expect(webpVariant('image/webp', undefined)).toBe('animated');
    expect(webpVariant('image/webp', 'no-preference')).toBe('animated');
    expect(webpVariant('image/webp', 'reduce')).toBe('still');
    expect(webpVariant('image/svg+xml', 'reduce')).toBeNull();
  });

  it('picks the still WebP when the URL asks for it, whatever the hint', () => {
    expect(webpVariant('image/webp', undefined, true)).toBe('still');
    expect(webpVariant('image/webp', 'no-preference', true)).toBe('still');
    expect(webpVariant('image/svg+xml', undefined, true)).toBeNull();
  });

  it.each([
    ['1', true],
    ['0', false],
    ['true', false],
    ['', false],
    [undefined, false],
  ])('reads still=%s as asking for the art at rest: %s', (value, expected) => {
    expect(asksForStill(value)).toBe(expected);
  });
});
