import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteFallback } from '../src/http/static-site';
import { startTestServer, type TestServer } from '../src/testing/start-server';

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'assets'));
const script = `console.log(${JSON.stringify('sticker '.repeat(500))});`;
writeFileSync(join(dist, 'index.html'), `<!doctype html><title>app</title>${'<p>'.repeat(500)}`);
writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ site: siteFallback(dist) });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

it('compresses API answers for clients that accept it, and only for them', async () => {
  const path = '/api/messenger/v1/search?q=a&userId=zip&limit=50';
  const gzip = await server.call(path, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  const body = (await gzip.json()) as { header: { code: string } };
  expect(body.header.code).toBe('0000');

  const plain = await server.call(path, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
});

it('compresses the web app’s page and scripts, client-side routes included', async () => {
  for (const path of ['/', '/packs/12', '/assets/main-abc123.js']) {
    const gzip = await server.call(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
    expect(gzip.headers.get('vary'), path).toContain('Accept-Encoding');
    expect(await gzip.text(), path).toMatch(/<title>app<\/title>|console\.log/);
  }
  const plain = await server.call('/assets/main-abc123.js', {
    headers: { 'Accept-Encoding': 'identity' },
  });
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(script);
});

it('leaves a suggestion list under 1 kB as it is, with its length: gzip would cost more', async () => {
  const path = '/api/messenger/v1/search/suggest?q=ca&userId=zip';
  const response = await server.call(path, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers.get('content-encoding')).toBeNull();
  const text = await response.text();
  expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  expect(Buffer.byteLength(text)).toBeLessThan(1024);
  const body = JSON.parse(text) as { body: { suggestionList: { keyword: string }[] } };
  expect(body.body.suggestionList.map(({ keyword }) => keyword)).toContain('cat');
});
