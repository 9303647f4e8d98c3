import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WishPageBodySchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

// guards/malformed-text.ts refuses every query value whose escapes are not UTF-8 or that holds a
// control character. A value may hold a raw '=' (the name ends at the first one): what follows
// it is part of the value and must be checked too.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const m = (path: string, method = 'GET') => server.call(`/api/messenger/v1${path}`, { method });

describe('query values holding a raw "="', () => {
  it('refuses a userId whose escapes after the "=" are not UTF-8, recording nothing', async () => {
    expect(await expectFailure(await m('/wish/1?userId=eq=%FF', 'PUT'), 400, '4000')).toContain(
      'userId',
    );
    // Read as sent, it would be the user `eq=%FF`, i.e. the one a client names as eq%3D%25FF.
    const { packageList } = await expectSuccess(await m('/wish/eq%3D%25FF'), WishPageBodySchema);
    expect(packageList).toEqual([]);
  });

  it('refuses a control character after the "=" in any parameter', async () => {
    await expectFailure(await m('/category?x=1=%00'), 400, '4000');
  });
});
