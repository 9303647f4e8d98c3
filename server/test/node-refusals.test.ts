import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WishPageBodySchema } from '../../contract';
import { rawExchange } from '../src/testing/raw-socket';
import { startTestServer, TEST_API_KEY, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

// Requests Node parses itself, sent as raw bytes, on the engine the tests run on (PostgreSQL
// under npm run test:pg): each gets an answer in the envelope and one log line, no stack.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Answer {
  status: number;
  json: { header: { code: string; status: string }; body: unknown };
}

/** The first whole answer in `text`, or undefined while it has none. */
function firstAnswer(text: string): Answer | undefined {
  const head = text.slice(0, text.indexOf('\r\n\r\n'));
  const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
  const body = text.slice(head.length + 4);
  if (Number.isNaN(length) || Buffer.byteLength(body) < length) return undefined;
  return { status: Number(text.slice(9, 12)), json: JSON.parse(body) as Answer['json'] };
}

/** Sends `request`; `halfClose` ends this side right after it. Resolves with the first answer. */
async function exchange(request: string, { halfClose }: { halfClose: boolean }): Promise<Answer> {
  const text = await rawExchange(server.port, request, {
    halfClose,
    enough: (carried) => firstAnswer(carried) !== undefined,
  });
  const answer = firstAnswer(text);
  if (!answer) throw new Error(`closed without a whole answer: ${JSON.stringify(text)}`);
  return answer;
}

const keyed = (line: string) => `${line}\r\nHost: stickers.test\r\napikey: ${TEST_API_KEY}\r\n`;

describe('requests Node refuses or cannot serve, answered in the envelope', () => {
  it('a request without a Host header: 400, 4000', async () => {
    const answer = await exchange('GET /api/messenger/v1/category HTTP/1.1\r\n\r\n', {
      halfClose: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.header.code).toBe('4000');
    expect(server.refusals.at(-1)).toMatch(/no Host header/);
  });

  it('a chunked body whose framing is broken: 400, 4000, one log line, no error logged', async () => {
    const refusalsBefore = server.refusals.length;
    const answer = await exchange(
      keyed('POST /api/messenger/v1/download/1?userId=chunky HTTP/1.1') +
        'Transfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n',
      { halfClose: false },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.header.code).toBe('4000');
    // The route reading the body learns of it when the socket closes: give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.refusals.length - refusalsBefore).toBe(1);
    expect(server.errors).toEqual([]);
  });

  it.each([
    ['a backslash in the path', 'GET /api/messenger/v1/mysticker/a\\b HTTP/1.1', undefined],
    ['an asterisk target', 'OPTIONS * HTTP/1.1', undefined],
    ['a Host header that is no host', 'GET /api/messenger/v1/category HTTP/1.1', 'a@b'],
    [
      'an absolute URL that is no URL',
      'GET http://[x/api/messenger/v1/category HTTP/1.1',
      undefined,
    ],
  ])('%s (the Node adapter cannot make a URL of it): 400, 4000', async (_name, line, host) => {
    const request = `${line}\r\nHost: ${host ?? 'stickers.test'}\r\napikey: ${TEST_API_KEY}\r\n\r\n`;
    const answer = await exchange(request, { halfClose: false });
    expect(answer.status).toBe(400);
    expect(answer.json.header.code).toBe('4000');
    expect(answer.json.body).toEqual([]);
    expect(server.refusals.at(-1)).toMatch(/unreadable request target/);
  });

  it.each(['/api/messenger/v1/category', '127.0.0.1:80'])(
    'CONNECT %s (the service is no proxy): 400, 4000, not a socket closed unanswered',
    async (target) => {
      const answer = await exchange(`${keyed(`CONNECT ${target} HTTP/1.1`)}\r\n`, {
        halfClose: false,
      });
      expect(answer.status).toBe(400);
      expect(answer.json.header.code).toBe('4000');
      expect(answer.json.body).toEqual([]);
      expect(server.refusals.at(-1)).toMatch(/CONNECT/);
    },
  );

  it.each(['/api/health', '/api/messenger/v1/category', '/api/messenger/v1/wish/1?userId=half'])(
    'a client that half-closes its socket after the request still gets its answer: %s',
    async (path) => {
      const method = path.includes('/wish/') ? 'PUT' : 'GET';
      const answer = await exchange(`${keyed(`${method} ${path} HTTP/1.1`)}\r\n`, {
        halfClose: true,
      });
      expect(answer.status).toBe(200);
      expect(answer.json.header.code).toBe('0000');
    },
  );
});

describe('control characters in any parameter', () => {
  it.each([
    '/api/images/twemoji/1f600.webp?d=48x48%00',
    '/api/images/twemoji/1f600%0A.svg',
    '/api/messenger/v1/category?x%01=1',
  ])('answers 400/4000 for %s, before any route', async (path) => {
    const response = await server.call(path);
    expect(response.status).toBe(400);
    const json = (await response.json()) as Answer['json'] & { header: { message: string } };
    expect(json.header.code).toBe('4000');
    expect(json.header.message).toMatch(/control characters/);
    expect(server.errors).toEqual([]);
  });

  it('checks what follows a raw "=" in a value: the value runs to the end', async () => {
    await expectFailure(await server.call('/api/messenger/v1/category?x=1=%00'), 400, '4000');
    const wish = await server.call('/api/messenger/v1/wish/1?userId=eq=%FF', { method: 'PUT' });
    expect(await expectFailure(wish, 400, '4000')).toContain('userId');
    // Read as sent, it would be the user `eq=%FF`, i.e. the one a client names as eq%3D%25FF.
    const wishes = await server.call('/api/messenger/v1/wish/eq%3D%25FF');
    expect((await expectSuccess(wishes, WishPageBodySchema)).packageList).toEqual([]);
  });
});

describe('liveness', () => {
  it('answers /api/health/live without a key or the database', async () => {
    const response = await server.call('/api/health/live', { apikey: null });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Answer['json']).body).toEqual({ status: 'live' });
  });

  it('answers a probe with a query, or with HEAD (no body)', async () => {
    const withQuery = await server.call('/api/health/live?probe=1', { apikey: null });
    expect(withQuery.status).toBe(200);
    const head = await server.call('/api/health/live', { apikey: null, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
