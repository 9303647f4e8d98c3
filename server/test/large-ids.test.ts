import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure } from './contract';

// packageId and stickerId accept 1–15 decimal digits; an id the catalogue does not hold is 404
// (docs/service.md, Parameters). Ids past PostgreSQL's INTEGER (2^31 - 1) are such ids too, on
// either engine (npm run test:pg runs this file on PostgreSQL).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BEYOND_INT32 = ['2147483648', '999999999999999'];
const m = (path: string, method = 'GET') => server.call(`/api/messenger/v1${path}`, { method });
const c = (path: string, method = 'GET') => server.call(`/api/camera/v1${path}`, { method });

describe.each(BEYOND_INT32)('id %s, 15 digits at most but past a 32-bit integer', (id) => {
  it('M3 answers 404 naming packageId', async () => {
    expect(await expectFailure(await m(`/package/${id}?userId=big`), 404, '4004')).toContain(
      'packageId',
    );
  });

  it('M8 answers 404 naming packageId', async () => {
    expect(await expectFailure(await m(`/mysticker/hide/big/${id}`, 'PUT'), 404, '4004')).toContain(
      'packageId',
    );
  });

  it('C5 answers 404 naming stickerId', async () => {
    expect(
      await expectFailure(await c(`/analytics/send/${id}?userId=big`, 'POST'), 404, '4004'),
    ).toContain('stickerId');
  });

  it('register a send (extension) answers 404 naming stickerId', async () => {
    expect(
      await expectFailure(await m(`/analytics/send/${id}?userId=big`, 'POST'), 404, '4004'),
    ).toContain('stickerId');
  });

  it('logs no internal error', () => {
    expect(server.errors.map(String)).toEqual([]);
  });
});
