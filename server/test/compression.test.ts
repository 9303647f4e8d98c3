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
