import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { notFoundHandler } from '../src/http/error-handlers';
import { siteFallback } from '../src/http/static-site';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"app"}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function appWithSite(dir: string) {
  const fallback = siteFallback(dir);
  const app = new Hono();
  app.get('/api/health', (c) => c.text('api'));
  app.notFound(async (c) => (await fallback(c)) ?? notFoundHandler(c));
  return app;
}

function site(dir: string) {
  const app = appWithSite(dir);
  return (path: string, init?: RequestInit) => app.request(path, init);
}

describe('serving the built app', () => {
  const get = site(dist);
  const getWith = (path: string, headers: Record<string, string>) => get(path, { headers });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the service worker and lets it fetch from its own origin', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
  });

  it('lets the service worker reach the public URL too, as the page may (it fetches the API’s reads)', async () => {
    const fallback = siteFallback(dist, { publicUrl: 'https://stickers.example' });
    const app = new Hono();
    app.notFound(async (c) => (await fallback(c)) ?? notFoundHandler(c));
    const response = await app.request('/sw.js');
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://stickers.example",
    );
  });

  it('serves the web app manifest as one', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('revalidates index.html', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a repeat visit that has the page with 304 and no body, on any client-side route', async () => {
    const first = await get('/packs/12');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    for (const path of ['/', '/packs/12', '/wishlist']) {
      const again = await getWith(path, { 'If-None-Match': etag ?? '' });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await getWith('/', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });

  it('gives a rebuilt page a new ETag, without a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>v1</title>');
      const getPage = site(dir);
      const before = (await getPage('/')).headers.get('etag') ?? '';
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>version 2</title>');
      const after = await getPage('/', { headers: { 'If-None-Match': before } });
      expect(after.status).toBe(200);
      expect(await after.text()).toContain('version 2');
      expect(after.headers.get('etag')).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps unhashed files such as the icon for a day, so a page asks for them once', async () => {
    const response = await get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers client-side routes with index.html, but not API paths or missing assets', async () => {
    const route = await get('/packs/12?tab=info');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>app</title>');
    expect(await (await get('/api/health')).text()).toBe('api');
    expect((await get('/api/unknown')).status).toBe(404);
    expect((await get('/assets/gone.js')).status).toBe(404);
  });

  it('asks Chromium for the reduced-motion hint on the page, not on assets', async () => {
    for (const path of ['/', '/packs/3']) {
      expect((await get(path)).headers.get('accept-ch')).toBe('Sec-CH-Prefers-Reduced-Motion');
    }
    expect((await get('/assets/main-abc123.js')).headers.get('accept-ch')).toBeNull();
  });

  it('leaves API paths and non-GET requests to the API: an envelope 404, never index.html', async () => {
    expect(await (await get('/api/health')).text()).toBe('api');
    for (const [path, method] of [
      ['/api/nothing', 'GET'],
      ['/packs/3', 'POST'],
    ] as const) {
      const response = await get(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ header: { code: '4004' } });
    }
  });

  it('says how to build when dist is missing', async () => {
    const response = await site(join(dist, 'nothing'))('/');
    expect(await response.text()).toContain('npm run build');
  });
});
