import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashesOf } from '../src/guards/security-headers';
import { siteFallback } from '../src/http/static-site';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure } from './contract';

const BOOT = 'window.started = 1;';
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><script type="module" src="/assets/app.js"></script><script>${BOOT}</script>`,
);
writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'app-1.js.map'), '{"version":3}');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const APP_ORIGIN = 'https://app.example';

let server: TestServer;
let withMaps: TestServer;
beforeAll(async () => {
  const guards = {
    corsOrigins: [APP_ORIGIN],
    scriptHashes: inlineScriptHashesOf(join(dist, 'index.html')),
  };
  server = await startTestServer({ guards, site: siteFallback(dist) });
  withMaps = await startTestServer({ site: siteFallback(dist, { serveSourceMaps: true }) });
});
afterAll(async () => {
  await Promise.all([server.close(), withMaps.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';

describe('security headers', () => {
  it('sends a CSP allowing the page its own inline script by hash, and no framing', async () => {
    const page = await server.call('/', { apikey: null });
    expect(page.status).toBe(200);
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(csp(page)).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    expect(csp(page)).toContain("frame-ancestors 'none'");
    expect(csp(page)).not.toContain('unsafe-eval');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends a resource its own guards on JSON answers, errors included', async () => {
    for (const path of ['/api/health', '/api/messenger/v1/category', '/api/nowhere']) {
      const response = await server.call(path);
      expect(csp(response), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("spares JSON, images and the app's files the page's document-only headers", async () => {
    const page = await server.call('/', { apikey: null });
    const route = await server.call('/packs/101', { apikey: null });
    const resources = await Promise.all(
      [
        '/api/messenger/v1/category',
        '/api/images/twemoji/1f431.svg',
        '/assets/app-1.js',
        '/favicon.svg',
      ].map((path) => server.call(path, { apikey: null })),
    );
    const documentOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const header of documentOnly) {
      expect(page.headers.get(header), header).not.toBeNull();
      expect(route.headers.get(header), header).not.toBeNull();
    }
    for (const response of resources) {
      for (const header of documentOnly) expect(response.headers.get(header), header).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });

  it("keeps an SVG image's own policy, which lets it style itself", async () => {
    const svg = await server.call('/api/images/twemoji/1f431.svg', { apikey: null });
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(csp(svg)).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('shows no rate limits on answers (the spec shows none; a refusal says Retry-After)', async () => {
    const write = await server.call('/api/camera/v1/analytics/send/101?userId=headers', {
      method: 'POST',
    });
    const image = await server.call('/api/images/twemoji/1f431.svg', { apikey: null });
    for (const response of [write, image]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBeNull();
      expect(response.headers.get('ratelimit-policy')).toBeNull();
    }
  });
});

describe('ETag', () => {
  it('lets a page be revalidated with If-None-Match', async () => {
    const page = await server.call('/', { apikey: null });
    const tag = page.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await server.call('/', { apikey: null, headers: { 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
    // The stored page keeps its own policy: a 304 must not bring a resource's in.
    expect(again.headers.get('content-security-policy')).toBeNull();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    server.call('/api/messenger/v1/category', {
      method: 'OPTIONS',
      apikey: null,
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey',
      },
    });

  it('answers a preflight from a configured origin without a key', async () => {
    const response = await preflight(APP_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('apikey');
  });

  it("lets the configured origin's app read how long a busy answer asks it to wait", async () => {
    const read = await server.call('/api/messenger/v1/category', {
      headers: { Origin: APP_ORIGIN },
    });
    expect(read.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
      'retry-after',
    );
  });

  it('grants nothing to another origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const read = await server.call('/api/messenger/v1/category', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('source maps', () => {
  it('are not served unless the setting asks', async () => {
    await expectFailure(await server.call('/assets/app-1.js.map', { apikey: null }), 404, '4004');
    expect((await server.call('/assets/app-1.js', { apikey: null })).status).toBe(200);
    expect((await withMaps.call('/assets/app-1.js.map', { apikey: null })).status).toBe(200);
  });
});
