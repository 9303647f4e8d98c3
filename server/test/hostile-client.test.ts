import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WishPageBodySchema } from '../../contract';
import { rawExchange } from '../src/testing/raw-socket';
import { startTestServer, TEST_API_KEY, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

// What a hostile client sends, and what the service must answer: the spec's envelope with the
// right status, never a bare answer from Node, and never data changed without a clear answer.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const keyed = (line: string) => `${line}\r\nHost: stickers.test\r\napikey: ${TEST_API_KEY}\r\n`;

describe('a hostile client', () => {
  it.each([
    ['POST', '/api/health', 'GET, HEAD'],
    ['DELETE', '/api/openapi.json', 'GET, HEAD'],
    ['PUT', '/api/images/twemoji/1f435.svg', 'GET, HEAD'],
  ])(
    'gets 405/4005 with Allow for %s on %s, a path served with other methods',
    async (method, path, allow) => {
      const response = await server.call(path, { method });
      await expectFailure(response, 405, '4005');
      expect(response.headers.get('allow')).toBe(allow);
    },
  );

  it('gets the envelope for an Expect header other than 100-continue, not a bare 417', async () => {
    const text = await rawExchange(
      server.port,
      `${keyed('GET /api/messenger/v1/category HTTP/1.1')}Expect: 200-ok\r\nConnection: close\r\n\r\n`,
      { halfClose: false },
    );
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    const body = text.slice(head.length + 4);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(body).toMatch(/^\{"header":\{"code":"\d{4}","status":"fail"/);
  });

  it.each(['.', '..'])(
    'either refuses the userId %j or can list what it wrote for it (dot segments in a path)',
    async (userId) => {
      const wish = await server.call(`/api/messenger/v1/wish/1?userId=${userId}`, {
        method: 'PUT',
      });
      // Refusing such a userId everywhere would be fine; accepting the write and then having no
      // path that reads the user's wish list is not (the path /wish/.. is /api/messenger/v1/).
      const read = await server.call(`/api/messenger/v1/wish/${userId.replace(/\./g, '%2E')}`);
      const outcome = { wish: wish.status, read: read.status };
      expect([
        { wish: 400, read: outcome.read },
        { wish: 200, read: 200 },
      ]).toContainEqual(outcome);
      if (wish.status === 200) {
        const list = await expectSuccess(read, WishPageBodySchema);
        expect(list.packageList.map((pack) => pack.packageId)).toContain(1);
      }
    },
  );

  it('gets one answer, not two, for a write whose body is cut short', async () => {
    const text = await rawExchange(
      server.port,
      `${keyed('PUT /api/messenger/v1/wish/1?userId=cut-short HTTP/1.1')}Content-Length: 10\r\n\r\nabc`,
      { halfClose: true },
    );
    // Each answer starts with a status line; the second one answers no request.
    const statusLines = text.match(/HTTP\/1\.1 \d{3} [^\r]*/g) ?? [];
    expect(statusLines).toHaveLength(1);
  });

  it.each([
    ['price', '/api/messenger/v1/download/1?userId=u&price=1000000000'],
    ['packageId', '/api/messenger/v1/package/1000000000000000?userId=u'],
    ['stickerId', '/api/camera/v1/analytics/send/1000000000000000?userId=u'],
  ])('says which bound a too-large %s breaks, not a rule it meets', async (name, path) => {
    const method = path.includes('/package/') ? 'GET' : 'POST';
    const message = await expectFailure(await server.call(path, { method }), 400, '4000');
    // The value is a non-negative integer, and numeric: the message must say what is wrong.
    expect(message).toMatch(new RegExp(`^${name} .*(at most|digits|maximum)`));
  });
});

interface Parameter {
  name: string;
  in: string;
  schema?: { pattern?: string; maxLength?: number };
}
type Document = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; responses: Record<string, unknown> }>
  >;
};

describe('the OpenAPI document, against what the routes accept and answer', () => {
  let document: Document;
  beforeAll(async () => {
    document = (await (await server.call('/api/openapi.json')).json()) as Document;
  });
  const parameter = (path: string, method: string, name: string) =>
    document.paths[path]?.[method]?.parameters?.find((p) => p.name === name);

  it('lists the query parameters the image route reads (d, still)', async () => {
    const response = await server.call('/api/images/twemoji/1f435.svg?d=48x48');
    expect(await response.text()).toMatch(/width="48"/);
    const names = (document.paths['/api/images/{set}/{file}']?.get?.parameters ?? []).map(
      (p) => `${p.in}:${p.name}`,
    );
    expect(names).toEqual(expect.arrayContaining(['query:d', 'query:still']));
  });

  it('describes liveness and the 503 readiness answers when the database is unreachable', async () => {
    const live = await server.call('/api/health/live');
    expect(live.status).toBe(200);
    expect(Object.keys(document.paths)).toContain('/api/health/live');
    expect(Object.keys(document.paths['/api/health']?.get?.responses ?? {})).toContain('503');
  });

  it('states the limits the routes enforce on search terms and page numbers', async () => {
    const long = 'a'.repeat(101);
    await expectFailure(
      await server.call(`/api/messenger/v1/search?userId=u&q=${long}`),
      400,
      '4000',
    );
    await expectFailure(
      await server.call('/api/messenger/v1/search?userId=u&q=cat&pageNumber=0'),
      400,
      '4000',
    );
    expect(parameter('/api/messenger/v1/search', 'get', 'q')?.schema?.maxLength).toBe(100);
    expect(parameter('/api/camera/v1/search', 'get', 'searchText')?.schema?.maxLength).toBe(100);
    const pageNumber = parameter('/api/messenger/v1/search', 'get', 'pageNumber')?.schema;
    expect(new RegExp(pageNumber?.pattern ?? '').test('0')).toBe(false);
  });
});
