import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { openSqlite } from '../src/db/sqlite';
import { startTestServer, type TestServer } from '../src/testing/start-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const header = async (response: Response) =>
  ((await response.json()) as { header: { code: string } }).header.code;

/** A GET whose answer is left as sent (fetch would decompress it). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status?: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    const request = http.get(server.origin + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('the checks on every API answer', () => {
  it('checks the key before routing: also on unknown paths and wrong methods', async () => {
    const paths = ['/api/messenger/v1/nope', '/api/camera', '/api/messenger/v1/category'];
    for (const path of paths) {
      const response = await server.call(path, { method: 'DELETE', apikey: 'wrong' });
      expect(response.status).toBe(401);
      expect(await header(response)).toBe('9000');
    }
  });

  it('answers 405 with Allow for a served path, HEAD included for GET routes', async () => {
    const response = await server.call('/api/messenger/v1/package/1?userId=u', { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const head = await server.call('/api/messenger/v1/mysticker/hide/u/1', { method: 'HEAD' });
    expect([head.status, head.headers.get('allow')]).toEqual([405, 'PUT']);
  });

  it('compresses error answers too when the client accepts it', async () => {
    const cases: [string, string, number][] = [
      ['/api/messenger/v1/package/1', 'test-key', 400],
      ['/api/messenger/v1/package/1?userId=u', 'wrong', 401],
      ['/api/camera/v1/nope', 'test-key', 404],
    ];
    for (const [path, apikey, status] of cases) {
      const response = await rawGet(path, { apikey, 'Accept-Encoding': 'gzip' });
      expect([response.status, response.encoding]).toEqual([status, 'gzip']);
      const json: unknown = JSON.parse(gunzipSync(response.body).toString());
      expect(json).toMatchObject({ header: { status: 'fail' } });
    }
  });
});

describe('exact paths', () => {
  it('answers 404 for a known path with a trailing slash', async () => {
    const paths = [
      '/api/messenger/v1/category/',
      '/api/messenger/v1/package/1/?userId=u',
      '/api/health/',
      '/api/images/twemoji/1f431.svg/',
    ];
    for (const path of paths) {
      const response = await server.call(path);
      expect([path, response.status, await header(response)]).toEqual([path, 404, '4004']);
    }
  });
});

describe('routing', () => {
  it('matches every API request to the one route declared for its path', async () => {
    const app = await createApp({ db: await openSqlite(':memory:'), apiKeys: ['k'] });
    const served = app.routes.filter(
      ({ method, path }) =>
        /^\/api\/(messenger|camera|health)/.test(path) && method !== 'ALL' && !path.endsWith('*'),
    );
    expect(new Set(served.map(({ path }) => path)).size).toBeGreaterThan(20);
    for (const { method, path } of served) {
      const concrete = path.replace(/:[^/]+/g, '1');
      const declared = app.router
        .match(method, concrete)[0]
        .map(([[, route]]) => route)
        .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'));
      expect(new Set(declared.map((route) => route.path)), `${method} ${path}`).toEqual(
        new Set([path]),
      );
    }
  });
});
