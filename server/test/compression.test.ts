import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('compresses API answers for clients that accept it, and only for them', async () => {
  const path = '/api/messenger/v1/search?q=a&userId=zip&limit=50';
  const gzip = await server.call(path, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  const body = (await gzip.json()) as { header: { code: string } };
  expect(body.header.code).toBe('0000');

  const plain = await server.call(path, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
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
