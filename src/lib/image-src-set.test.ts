import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './image-src-set';

describe('imageSrcSet', () => {
  it('adds d for 1x and 2x to a URL without a query', () => {
    expect(imageSrcSet('https://x.test/a.svg', 96)).toEqual({
      src: 'https://x.test/a.svg?d=96x96',
      srcSet: 'https://x.test/a.svg?d=96x96 1x, https://x.test/a.svg?d=192x192 2x',
    });
  });

  it('appends to an existing query and replaces an existing d', () => {
    const { src, srcSet } = imageSrcSet('/img/a.png?v=2&d=300x300', 100);
    expect(src).toBe('/img/a.png?v=2&d=100x100');
    expect(srcSet).toContain('/img/a.png?v=2&d=200x200 2x');
  });

  it('keeps a fragment at the end and other params that start with d', () => {
    expect(imageSrcSet('/a.svg?dark=1#x', 50).src).toBe('/a.svg?dark=1&d=50x50#x');
  });

  it('clamps to 700 px, the service maximum', () => {
    const { src, srcSet } = imageSrcSet('/a.svg', 500);
    expect(src).toBe('/a.svg?d=500x500');
    expect(srcSet).toBe('/a.svg?d=500x500 1x, /a.svg?d=700x700 2x');
    expect(imageSrcSet('/a.svg', 2000).src).toBe('/a.svg?d=700x700');
  });

  it('rounds fractional sizes and never asks for less than 1 px', () => {
    expect(imageSrcSet('/a.svg', 47.6).src).toBe('/a.svg?d=48x48');
    expect(imageSrcSet('/a.svg', 0).src).toBe('/a.svg?d=1x1');
  });
});
