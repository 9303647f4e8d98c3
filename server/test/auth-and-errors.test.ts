import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CategoryListBodySchema, EmptyBodySchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('api key', () => {
  it.each([
    ['/api/messenger/v1/category', null],
    ['/api/messenger/v1/category', 'not-a-key'],
    ['/api/camera/v1/sticker/reaction?userId=u', null],
    ['/api/camera/v1/sticker/reaction?userId=u', ''],
    ['/api/messenger/v1/no-such-route', 'wrong'],
  ])('%s with apikey %j answers 9000', async (path, apikey) => {
    await expectFailure(await server.call(path, { apikey }), 401, '9000');
  });

  it('accepts a known key, and health needs none', async () => {
    await expectSuccess(await server.call('/api/messenger/v1/category'), CategoryListBodySchema);
    const health = await server.call('/api/health', { apikey: null });
    expect(await expectSuccess(health, z.object({ status: z.string() }))).toEqual({ status: 'ok' });
  });

  it('marks API answers as not cacheable', async () => {
    const response = await server.call('/api/messenger/v1/mysticker/u');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('routing errors', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    await expectFailure(await server.call('/api/messenger/v2/search'), 404, '4004');
    await expectFailure(await server.call('/api/nothing', { apikey: null }), 404, '4004');
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await server.call('/api/messenger/v1/wish/1?userId=u', { method: 'DELETE' });
    await expectFailure(response, 405, '4005');
    expect(response.headers.get('allow')).toBe('GET, HEAD, PUT');
    const post = await server.call('/api/camera/v1/search?userId=u&searchText=a', {
      method: 'POST',
    });
    await expectFailure(post, 405, '4005');
  });
});

describe('hostile input never crashes', () => {
  it.each([
    '/api/messenger/v1/mysticker/%E0%A4%A',
    '/api/messenger/v1/search?q=%E0%A4%A&userId=%ZZ',
    '/api/messenger/v1/package/%FF?userId=u',
    `/api/messenger/v1/search?q=${'x'.repeat(5000)}&userId=u`,
    `/api/messenger/v1/mysticker/${'u'.repeat(5000)}`,
    '/api/messenger/v1/package/99999999999999999999999?userId=u',
    '/api/messenger/v1/mysticker/u?limit=1e3',
    '/api/messenger/v1/mysticker/u?pageNumber=99999999999999',
    '/api/messenger/v1/search?q=%22%20OR%20*&userId=u',
    '/api/messenger/v1/search?q=%25_%5C&userId=u',
  ])('%s answers an envelope', async (path) => {
    const response = await server.call(path);
    expect(response.status).toBeLessThan(500);
    const json = (await response.json()) as { header: { code: string } };
    expect(json.header.code).toMatch(/^(0000|4000|4004)$/);
  });

  it('treats a unicode userId as any other string', async () => {
    const user = encodeURIComponent('사용자 🐱 ü');
    const put = await server.call(`/api/messenger/v1/wish/1?userId=${user}`, { method: 'PUT' });
    await expectSuccess(put, EmptyBodySchema);
    const wishes = await server.call(`/api/messenger/v1/wish/${user}`);
    const text = await wishes.text();
    expect(JSON.parse(text)).toMatchObject({ body: { packageList: [{ packageId: 1 }] } });
  });
});

describe('server failure', () => {
  it('answers 1000 without internals when the database fails', async () => {
    const broken = await startTestServer();
    await broken.db.close();
    try {
      const response = await broken.call('/api/messenger/v1/mysticker/u');
      const message = await expectFailure(response, 500, '1000');
      expect(message).not.toMatch(/database|sqlite|at |\.ts/i);
      expect(broken.errors).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
