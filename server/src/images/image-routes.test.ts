import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createImageRoutes, imageUrl } from './index';

// Mounted as the service mounts it, so URLs from imageUrl() are exercised end to end.
const app = new Hono().route('/api/images', createImageRoutes());
const ORIGIN = 'http://localhost';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(`${ORIGIN}${path}`, { headers });
  return { response, text: await response.text() };
}

function rootTag(svg: string): string {
  return /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
}

describe('image route: still art', () => {
  it.each([
    ['twemoji/1f431', '0 0 36 36'],
    ['openmoji/1f431', '0 0 72 72'],
    ['fluent/cat-face', '0 0 32 32'],
  ])('serves %s as SVG at the rungs for d, keeping the viewBox', async (key, viewBox) => {
    const { response, text } = await get(`${imageUrl('', key, null)}?d=200x120`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const root = rootTag(text);
    expect(root).toContain('width="240"');
    expect(root).toContain('height="128"');
    expect(root).toContain(`viewBox="${viewBox}"`);
    expect(text.match(/<path\b/g)?.length ?? 0).toBeGreaterThan(1);
    expect(text.endsWith('</svg>')).toBe(true);
  });

  it.each([undefined, 'abc', '200', '200x', 'x200', '-5x10', '10x10x10', '2.5x3'])(
    'falls back to the recommended 300 for a missing or malformed d (%s)',
    async (d) => {
      const query = d === undefined ? '' : `?d=${encodeURIComponent(d)}`;
      const { response, text } = await get(`/api/images/twemoji/1f600.svg${query}`);
      expect(response.status).toBe(200);
      expect(rootTag(text)).toMatch(/width="300" height="300"/);
    },
  );

  it('serves each side of d at the smallest rung at or above it, 48 to 700', async () => {
    const { text } = await get('/api/images/fluent/red-apple.svg?d=5000x0');
    expect(rootTag(text)).toMatch(/width="700" height="48"/);
    const between = await get('/api/images/fluent/red-apple.svg?d=161x100');
    expect(rootTag(between.text)).toMatch(/width="192" height="128"/);
  });

  it('answers every d within one rung with the same bytes and ETag', async () => {
    const answers = await Promise.all(
      ['161x161', '175x190', '192x192'].map((d) => get(`/api/images/twemoji/1f431.svg?d=${d}`)),
    );
    expect(new Set(answers.map(({ text }) => text)).size).toBe(1);
    expect(new Set(answers.map(({ response }) => response.headers.get('etag'))).size).toBe(1);
    const nextRung = await get('/api/images/twemoji/1f431.svg?d=193x193');
    expect(nextRung.response.headers.get('etag')).not.toBe(
      answers[0]?.response.headers.get('etag'),
    );
  });

  it('minifies the indented OpenMoji source', async () => {
    const { text } = await get('/api/images/openmoji/1f600.svg');
    expect(text).not.toMatch(/\n/);
    expect(text).not.toMatch(/>\s+</);
  });

  it('is cacheable forever and answers a matching If-None-Match with 304', async () => {
    const { response } = await get('/api/images/twemoji/2764.svg?d=64x64');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag');
    // Weak: the SVG goes out gzipped (compress() in app.ts), which would make it weak anyway.
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/images/twemoji/2764.svg?d=64x64', {
      'If-None-Match': etag ?? '',
    });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe('');
    const otherSize = await get('/api/images/twemoji/2764.svg?d=96x96');
    expect(otherSize.response.headers.get('etag')).not.toBe(etag);
  });
});

describe('image route: animated art', () => {
  it.each(['bounce', 'wiggle', 'pulse', 'spin', 'float'])(
    'wraps the art in a %s keyframe animation that reduced motion switches off',
    async (motion) => {
      const still = await get('/api/images/openmoji/1f431.svg');
      const { response, text } = await get(`${imageUrl('', 'openmoji/1f431', motion)}?d=160x160`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(rootTag(text)).toMatch(/width="160" height="160"/);
      expect(text).toContain(`@keyframes ${motion}{`);
      expect(text).toMatch(new RegExp(`\\.m\\{animation:${motion} [^}]*infinite`));
      expect(text).toContain('@media (prefers-reduced-motion: reduce){.m{animation:none}}');
      expect(text).toMatch(/<g class="m"><svg [^>]*viewBox="0 0 72 72"/);
      const firstPath = /<path\b[^>]*>/.exec(still.text)?.[0] ?? 'missing';
      expect(text).toContain(firstPath);
    },
  );
});

describe('image route: errors', () => {
  const notFound = [
    '/api/images/unknown/1f431.svg',
    '/api/images/twemoji/ffff0.svg',
    '/api/images/twemoji/1F431.svg',
    '/api/images/twemoji/1f431~moonwalk.svg',
    '/api/images/twemoji/1f431.png',
    '/api/images/twemoji/..%2F..%2Fpackage.json',
    '/api/images/twemoji/..%2Fpackage.svg',
    '/api/images/openmoji/%2e%2e%2f%2e%2e%2fpackage.svg',
    '/api/images/twemoji/%2Fetc%2Fpasswd.svg',
    '/api/images/twemoji/a/b.svg',
    '/api/images/twemoji',
  ];

  it.each(notFound)('answers %s with the 404 envelope', async (path) => {
    const { response, text } = await get(path);
    expect(response.status).toBe(404);
    const json = JSON.parse(text) as unknown;
    expect(json).toEqual({
      header: { code: '4004', status: 'fail', message: expect.any(String) as unknown },
      body: [],
    });
  });
});
