import { describe, expect, it } from 'vitest';
import { IMAGE_RUNGS, snapToRung } from './image-rungs';
import { imageSrcSet, isAnimatedImage, motionImageUrl, stickerSrcSet } from './image-src-set';

describe('imageSrcSet', () => {
  it('asks for the rungs at 1x and 2x of the CSS size', () => {
    expect(imageSrcSet('https://x.test/a.svg', 96)).toEqual({
      src: 'https://x.test/a.svg?d=96x96',
      srcSet: 'https://x.test/a.svg?d=96x96 1x, https://x.test/a.svg?d=192x192 2x',
    });
  });

  it('snaps sizes between rungs up, so nearby sizes share one URL', () => {
    expect(imageSrcSet('/a.svg', 150)).toEqual(imageSrcSet('/a.svg', 160));
    expect(imageSrcSet('/a.svg', 150).srcSet).toBe('/a.svg?d=160x160 1x, /a.svg?d=320x320 2x');
  });

  it('caps the density when asked, e.g. for animated tiles', () => {
    expect(imageSrcSet('/a.svg', 160, { maxDensity: 1.2 }).srcSet).toBe(
      '/a.svg?d=160x160 1x, /a.svg?d=192x192 1.2x',
    );
  });

  it('appends to an existing query and replaces an existing d', () => {
    const { src, srcSet } = imageSrcSet('/img/a.png?v=2&d=300x300', 100);
    expect(src).toBe('/img/a.png?v=2&d=128x128');
    expect(srcSet).toContain('/img/a.png?v=2&d=240x240 2x');
  });

  it('keeps a fragment at the end and other params that start with d', () => {
    expect(imageSrcSet('/a.svg?dark=1#x', 50).src).toBe('/a.svg?dark=1&d=64x64#x');
  });

  it('stops at the top rung, 700 px, the service maximum', () => {
    expect(imageSrcSet('/a.svg', 500).srcSet).toBe('/a.svg?d=560x560 1x, /a.svg?d=700x700 2x');
    expect(imageSrcSet('/a.svg', 2000)).toEqual({
      src: '/a.svg?d=700x700',
      srcSet: '/a.svg?d=700x700 1x',
    });
  });
});

describe('asking for animated images at rest under reduced motion', () => {
  const animated = 'http://x.test/api/images/twemoji/1f431~bounce.svg';
  const still = 'http://x.test/api/images/twemoji/1f431.svg';

  it('adds still=1 to an animated image only when the person prefers reduced motion', () => {
    expect(motionImageUrl(animated, true, true)).toBe(`${animated}?still=1`);
    expect(motionImageUrl(animated, true, false)).toBe(animated);
    expect(motionImageUrl(still, false, true)).toBe(still);
    expect(motionImageUrl(still, false, false)).toBe(still);
  });

  it("adds it to another server's animated image too, keeping its query and fragment", () => {
    expect(motionImageUrl('https://cdn.example/42.png?v=2&still=0#f', true, true)).toBe(
      'https://cdn.example/42.png?v=2&still=1#f',
    );
  });

  it('offers a moving sticker at 1x and 1.2x, and one at rest at 1x and 2x', () => {
    expect(stickerSrcSet(animated, 160, true, false).srcSet).toBe(
      `${animated}?d=160x160 1x, ${animated}?d=192x192 1.2x`,
    );
    expect(stickerSrcSet(animated, 160, true, true)).toEqual({
      src: `${animated}?still=1&d=160x160`,
      srcSet: `${animated}?still=1&d=160x160 1x, ${animated}?still=1&d=320x320 2x`,
    });
  });

  it('leaves a still sticker as it was, whatever the preference', () => {
    expect(stickerSrcSet(still, 160, false, true)).toEqual(stickerSrcSet(still, 160, false, false));
    expect(stickerSrcSet(still, 160, false, true).srcSet).toBe(
      `${still}?d=160x160 1x, ${still}?d=320x320 2x`,
    );
  });

  it('reads from the URL whether a cover moves, unless told', () => {
    expect(imageSrcSet(animated, 112, { reduceMotion: true }).src).toBe(
      `${animated}?still=1&d=128x128`,
    );
    expect(imageSrcSet(animated, 112).src).toBe(`${animated}?d=128x128`);
    expect(imageSrcSet('https://cdn.example/42.png', 112, { reduceMotion: true }).src).toBe(
      'https://cdn.example/42.png?d=128x128',
    );
    expect(
      imageSrcSet('https://cdn.example/42.png', 112, { animated: true, reduceMotion: true }).src,
    ).toBe('https://cdn.example/42.png?still=1&d=128x128');
  });
});

describe('image rungs', () => {
  it('serves any side at the smallest rung at or above it', () => {
    expect([0, 1, 48, 49, 161, 300, 420, 701].map(snapToRung)).toEqual([
      48, 48, 48, 64, 192, 320, 420, 700,
    ]);
    for (const rung of IMAGE_RUNGS) expect(snapToRung(rung)).toBe(rung);
  });
});

it('an image named with a motion is animated; any other image is still', () => {
  expect(isAnimatedImage('http://x.test/api/images/twemoji/1f431~bounce.svg')).toBe(true);
  expect(isAnimatedImage('http://x.test/api/images/twemoji/1f431~bounce.svg?d=160x160')).toBe(true);
  expect(isAnimatedImage('http://x.test/api/images/twemoji/1f431.svg')).toBe(false);
  expect(isAnimatedImage('https://cdn.example/sticker/42.png')).toBe(false);
});
