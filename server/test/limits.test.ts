import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure } from './contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    guards: {
      bodyLimitBytes: 1024,
      rateLimits: { writesPerClient: 5, writesPerKey: 1000, imagesPerClient: 8, windowMs: 60_000 },
    },
    limits: { maxConnections: 200, maxConnectionsPerClient: 20 },
  });
});
afterAll(() => server.close());

describe('control characters', () => {
  it.each([
    '/api/messenger/v1/search?q=cat%00&userId=u',
    '/api/camera/v1/search?searchText=a%00b&userId=u',
    '/api/camera/v1/package?userId=u&searchText=x%01y',
    '/api/messenger/v1/package/1?userId=a%0Ab',
    '/api/messenger/v1/wish/u%7F?limit=5',
  ])('answers 400/4000 for %s and logs nothing', async (path) => {
    expect(await expectFailure(await server.call(path), 400, '4000')).toMatch(/control characters/);
    expect(server.errors).toEqual([]);
  });
});

describe('body limit', () => {
  it('answers 413 in the envelope for a body over the limit', async () => {
    const response = await server.call('/api/messenger/v1/wish/1?userId=big', {
      method: 'PUT',
      body: 'x'.repeat(4096),
    });
    await expectFailure(response, 413, '4013');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a client has used its writes, reads still pass', async () => {
    const write = () =>
      server.call('/api/camera/v1/analytics/send/101?userId=r', { method: 'POST' });
    for (let n = 0; n < 5; n += 1) expect((await write()).status).toBe(200);
    const refused = await write();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await expectFailure(refused, 429, '4029')).toMatch(/too many requests/);
    expect((await server.call('/api/messenger/v1/category')).status).toBe(200);
  });

  it("answers writes without a known key 9000, not 429, and they leave the client's writes alone", async () => {
    const own = await startTestServer({
      guards: {
        rateLimits: {
          writesPerClient: 3,
          writesPerKey: 1000,
          imagesPerClient: 8,
          windowMs: 60_000,
        },
      },
    });
    try {
      const write = (apikey?: string | null) =>
        own.call('/api/camera/v1/analytics/send/101?userId=k', { method: 'POST', apikey });
      for (const key of [null, '', 'not-a-key', null, 'not-a-key']) {
        await expectFailure(await write(key), 401, '9000');
      }
      for (let n = 0; n < 3; n += 1) expect((await write()).status).toBe(200);
      await expectFailure(await write(), 429, '4029');
      await expectFailure(await write(null), 401, '9000');
    } finally {
      await own.close();
    }
  });

  it('limits images per client', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      statuses.push((await server.call(`/api/images/nothing/${n}.svg`, { apikey: null })).status);
    }
    expect(statuses.slice(0, 8)).not.toContain(429);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});

/** Raw bytes to the server; resolves with what it answered before closing. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe("Node's own client errors", () => {
  it.each([
    ['a malformed request line', 'NONSENSE\r\n\r\n', 400],
    ['oversized headers', `GET /api/health HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s in the envelope', async (_name, request, status) => {
    const answer = await rawExchange(request);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as {
      header: { code: string };
    };
    expect(body.header.code).toBe('4000');
  });
});

function openIdle(count: number): Promise<net.Socket[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(server.port, '127.0.0.1', () => resolve(socket));
          socket.on('error', () => resolve(socket));
        }),
    ),
  );
}

function getFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: server.port, path: '/api/health', localAddress, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error('no answer')));
  });
}

describe('connection caps', () => {
  it('keeps serving another client while one floods the server with idle sockets', async () => {
    const flood = await openIdle(300);
    const stillOpen = () => flood.filter((socket) => !socket.closed).length;
    // The server closes each socket over the client's share as it accepts it.
    for (let waited = 0; stillOpen() > 20 && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stillOpen()).toBeLessThanOrEqual(20);
    expect(stillOpen()).toBeGreaterThan(0);
    expect(await getFrom('127.0.0.2')).toBe(200);
    for (const socket of flood) socket.destroy();
  });
});
