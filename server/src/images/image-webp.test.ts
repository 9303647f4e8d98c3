import { Hono } from 'hono';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createImageRoutes, imageUrl, type ImageRouteOptions } from './index';
import { motionOf, MOTION_NAMES } from './motions';
import { rasterizeWithSharp, type Rasterizer } from './webp-encoder';

const ORIGIN = 'http://localhost';
const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
type RequestHeaders = Record<string, string>;
const REDUCE: RequestHeaders = { Accept: WEBP_ACCEPT, 'Sec-CH-Prefers-Reduced-Motion': 'reduce' };
const WEBP: RequestHeaders = { Accept: WEBP_ACCEPT };

// Mounted as the service mounts it, so URLs from imageUrl() are exercised end to end.
function createClient(options: ImageRouteOptions = {}) {
  const app = new Hono().route('/api/images', createImageRoutes(options));
  return async (path: string, headers: RequestHeaders = {}) => {
    const response = await app.request(`${ORIGIN}${path}`, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
}

/** A client whose renders are counted, the observable for "rendered once". */
function countingClient() {
  const rasterize = vi.fn<Rasterizer>(rasterizeWithSharp);
  return { get: createClient({ webp: { rasterize } }), rasterize };
}

const get = createClient();

/** Left, top, right and bottom margins of the opaque pixels, in pixels. */
async function opaqueMargins(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * info.channels + 3] ?? 0) < 128) continue;
      [left, top] = [Math.min(left, x), Math.min(top, y)];
      [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return { left, top, right: info.width - 1 - right, bottom: info.height - 1 - bottom };
}

describe('image route: animated stickers as WebP', () => {
  it.each(MOTION_NAMES)(
    'answers %s as a looping animated WebP at the rungs for d when Accept lists image/webp',
    async (motion) => {
      const url = `${imageUrl('', 'openmoji/1f431', motion)}?d=150x120`;
      const { response, bytes } = await get(url, WEBP);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.pages).toBeGreaterThan(1);
      expect(meta.loop).toBe(0);
      expect([meta.width, meta.height]).toEqual([160, 128]);
      expect(meta.hasAlpha).toBe(true);
      // libwebp may merge identical neighbouring frames, but the cycle keeps its length.
      const cycle = (meta.delay ?? []).reduce((sum, delay) => sum + delay, 0);
      expect(cycle).toBe(motionOf(motion).durationMs);
    },
  );

  it('keeps the background transparent and the art centred in a non-square tile', async () => {
    const { bytes } = await get('/api/images/twemoji/1f600~bounce.svg?d=200x120', REDUCE);
    const { data } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    const margins = await opaqueMargins(bytes);
    expect(Math.abs(margins.left - margins.right)).toBeLessThanOrEqual(2);
    expect(Math.abs(margins.top - margins.bottom)).toBeLessThanOrEqual(2);
    expect(margins.left).toBeGreaterThan(40);
  });

  it('answers a still WebP at the rest pose when the reduced-motion hint says reduce', async () => {
    const { response, bytes } = await get('/api/images/fluent/cat-face~wiggle.svg?d=96x96', REDUCE);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(bytes).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([96, 96]);
    // The rest pose is upright, so narrower than the wiggle's first frame, tilted by 7°.
    const animated = await get('/api/images/fluent/cat-face~wiggle.svg?d=96x96', {
      Accept: WEBP_ACCEPT,
    });
    const firstFrame = await sharp(animated.bytes, { page: 0 }).png().toBuffer();
    const width = ({ left, right }: { left: number; right: number }) => 96 - left - right;
    expect(width(await opaqueMargins(bytes))).toBeLessThan(width(await opaqueMargins(firstFrame)));
  });

  it('answers still=1 with the still WebP the hint gets, for a page that knows the preference', async () => {
    const { get: cached, rasterize } = countingClient();
    const url = '/api/images/fluent/cat-face~wiggle.svg?d=96x96';
    const asked = await cached(`${url}&still=1`, WEBP);
    expect(asked.response.status).toBe(200);
    expect(asked.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(asked.bytes).metadata()).pages ?? 1).toBe(1);
    // Its URL is its own, so the hint no longer changes the answer.
    expect(asked.response.headers.get('vary')).toBe('Accept');
    const hinted = await cached(url, REDUCE);
    expect(asked.bytes.equals(hinted.bytes)).toBe(true);
    expect(asked.response.headers.get('etag')).toBe(hinted.response.headers.get('etag'));
    expect(rasterize).toHaveBeenCalledOnce();
    const again = await cached(`${url}&still=1`, {
      ...WEBP,
      'If-None-Match': asked.response.headers.get('etag') ?? '',
    });
    expect(again.response.status).toBe(304);
  });

  it('keeps the animated SVG, which stops under its own @media, for still=1 without WebP', async () => {
    const { response, bytes } = await get('/api/images/twemoji/1f431~pulse.svg?d=64x64&still=1');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    // An SVG goes out gzipped where the client takes it (compress() in app.ts).
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(bytes.toString()).toContain('@media (prefers-reduced-motion: reduce)');
  });

  it.each(['still=0', 'still=true', 'still=', 'still', 'STILL=1', 'still=1x'])(
    'ignores %s: the animation, as without it',
    async (query) => {
      const url = '/api/images/twemoji/1f436~bounce.svg?d=40x40';
      const plain = await get(url, WEBP);
      const { response, bytes } = await get(`${url}&${query}`, WEBP);
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toBe('Accept, Sec-CH-Prefers-Reduced-Motion');
      expect(response.headers.get('etag')).toBe(plain.response.headers.get('etag'));
      expect((await sharp(bytes).metadata()).pages).toBeGreaterThan(1);
    },
  );

  it('leaves a still sticker asked for with still=1 as its SVG', async () => {
    const plain = await get('/api/images/twemoji/1f431.svg?d=64x64', WEBP);
    const { response, bytes } = await get('/api/images/twemoji/1f431.svg?d=64x64&still=1', WEBP);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(bytes.equals(plain.bytes)).toBe(true);
  });

  it.each([
    ['no Accept header', {}],
    ['an Accept without image/webp', { Accept: 'image/svg+xml,image/*;q=0.8' }],
    ['image/webp refused with q=0', { Accept: 'image/webp;q=0,image/svg+xml' }],
  ])('keeps the animated SVG for %s', async (_, headers: RequestHeaders) => {
    const { response, bytes } = await get('/api/images/twemoji/1f431~pulse.svg?d=64x64', headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(bytes.toString()).toContain('@keyframes pulse{');
  });

  it('names what the answer varies on, leaving the reduced-motion hint to the page', async () => {
    for (const headers of [WEBP, REDUCE, {}]) {
      const { response } = await get('/api/images/twemoji/1f431~spin.svg?d=40x40', headers);
      const svg = response.headers.get('content-type') === 'image/svg+xml';
      expect(response.headers.get('vary')).toBe(
        `Accept, Sec-CH-Prefers-Reduced-Motion${svg ? ', Accept-Encoding' : ''}`,
      );
      expect(response.headers.get('accept-ch')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('gives each representation its own ETag and answers If-None-Match with 304', async () => {
    const url = '/api/images/openmoji/1f600~float.svg?d=48x48';
    const variants: RequestHeaders[] = [WEBP, REDUCE, {}];
    const etags = await Promise.all(
      variants.map(async (headers) => (await get(url, headers)).response.headers.get('etag')),
    );
    expect(new Set(etags).size).toBe(3);
    for (const [index, headers] of variants.entries()) {
      const etag = etags[index] ?? '';
      const again = await get(url, { ...headers, 'If-None-Match': etag });
      expect(again.response.status).toBe(304);
      expect(again.response.headers.get('etag')).toBe(etag);
      expect(again.bytes.byteLength).toBe(0);
    }
    const weak = await get(url, { Accept: WEBP_ACCEPT, 'If-None-Match': `W/${etags[0] ?? ''}` });
    expect(weak.response.status).toBe(304);
    const svgTagForWebp = await get(url, { Accept: WEBP_ACCEPT, 'If-None-Match': etags[2] ?? '' });
    expect(svgTagForWebp.response.status).toBe(200);
    expect(svgTagForWebp.response.headers.get('content-type')).toBe('image/webp');
  });

  it('leaves still stickers as SVG whatever the client accepts', async () => {
    const { response, bytes } = await get('/api/images/twemoji/1f431.svg?d=64x64', REDUCE);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(bytes.toString()).toMatch(/^<svg /);
  });
});

describe('image route: WebP rendering cost', () => {
  it('renders each image once and serves repeats from the cache', async () => {
    const { get: cached, rasterize } = countingClient();
    const url = '/api/images/twemoji/1f436~bounce.svg?d=40x40';
    const first = await cached(url, WEBP);
    const second = await cached(url, WEBP);
    expect(rasterize).toHaveBeenCalledTimes(1);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    await cached(url, REDUCE);
    await cached(url.replace('40x40', '64x64'), WEBP);
    expect(rasterize).toHaveBeenCalledTimes(3);
    const sameRung = await cached(url.replace('40x40', '47x30'), WEBP);
    expect(rasterize).toHaveBeenCalledTimes(3);
    expect(sameRung.bytes.equals(first.bytes)).toBe(true);
    expect(sameRung.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
  });

  it('shares one render between concurrent requests for the same image', async () => {
    const { get: cached, rasterize } = countingClient();
    const url = '/api/images/fluent/dog-face~pulse.svg?d=40x40';
    const answers = await Promise.all([1, 2, 3, 4].map(() => cached(url, WEBP)));
    expect(rasterize).toHaveBeenCalledTimes(1);
    for (const { response, bytes } of answers) {
      expect(response.status).toBe(200);
      expect(bytes.equals(answers[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('answers a conditional request without rendering', async () => {
    const { get: first } = countingClient();
    const url = '/api/images/openmoji/1f436~spin.svg?d=40x40';
    const etag = (await first(url, WEBP)).response.headers.get('etag') ?? '';
    const { get: restarted, rasterize } = countingClient();
    const again = await restarted(url, { Accept: WEBP_ACCEPT, 'If-None-Match': etag });
    expect(again.response.status).toBe(304);
    expect(rasterize).not.toHaveBeenCalled();
  });

  it('answers a failed render with the server-error envelope and tries again next time', async () => {
    const rasterize = vi.fn<Rasterizer>().mockRejectedValueOnce(new Error('libvips gave up'));
    rasterize.mockImplementation(rasterizeWithSharp);
    const log = vi.fn();
    const failing = createClient({ webp: { rasterize }, log });
    const url = '/api/images/twemoji/1f431~wiggle.svg?d=40x40';
    const { response, bytes } = await failing(url, WEBP);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(bytes.toString())).toEqual({
      header: { code: '1000', status: 'fail', message: expect.any(String) as unknown },
      body: [],
    });
    expect(bytes.toString()).not.toContain('libvips');
    expect(log).toHaveBeenCalledOnce();
    const retry = await failing(url, WEBP);
    expect(retry.response.status).toBe(200);
    expect(retry.response.headers.get('content-type')).toBe('image/webp');
  });
});
