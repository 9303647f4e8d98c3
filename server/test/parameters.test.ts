import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CameraPackagePageBodySchema, EmptyBodySchema, SearchBodySchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const search = (query: string) => server.call(`/api/messenger/v1/search?q=cat&${query}`);
const refusal = async (path: string) => expectFailure(await server.call(path), 400, '4000');

// The parameters are checked by Hono's validator middleware from the contract's declarations.
describe('request parameters', () => {
  it('takes an empty value as absent: a default applies, a required one is missing', async () => {
    const body = await expectSuccess(await search('userId=u&limit='), SearchBodySchema);
    expect(body.pageMap.onePageCountRow).toBe(20);
    expect(await refusal('/api/messenger/v1/search/recent?userId=')).toBe('userId is required');
  });

  it('reads the first of a repeated name', async () => {
    const body = await expectSuccess(await search('userId=u&limit=3&limit=x'), SearchBodySchema);
    expect(body.pageMap.onePageCountRow).toBe(3);
  });

  it("names the first bad parameter and the contract's rule for it, path before query", async () => {
    expect(await refusal('/api/messenger/v1/search?q=cat&userId=u&limit=0')).toBe(
      'limit must be a positive integer',
    );
    expect(await refusal('/api/messenger/v1/package/x1?lang=c4t')).toBe(
      'packageId must be a numeric id of at most 15 digits',
    );
    expect(await refusal('/api/messenger/v1/package/1?lang=c4t')).toBe('userId is required');
  });

  it('refuses control characters in any parameter, naming it', async () => {
    expect(await refusal('/api/messenger/v1/search?q=cat&userId=a%07b')).toBe(
      'userId must not contain control characters',
    );
    expect(await refusal('/api/messenger/v1/search?q=%0Acat&userId=u')).toBe(
      'q must not contain control characters',
    );
  });

  it('refuses an escape that is not UTF-8, naming where, and records nothing for it', async () => {
    const wish = (query: string) =>
      server.call(`/api/messenger/v1/wish/1?${query}`, { method: 'PUT' });
    expect(await expectFailure(await wish('userId=zz%FF'), 400, '4000')).toBe(
      'userId is not valid percent-encoded UTF-8',
    );
    expect(await expectFailure(await wish('userId=zz%ED%A0%80'), 400, '4000')).toMatch(/userId/);
    expect(await expectFailure(await wish('userId=50%'), 400, '4000')).toMatch(/userId/);
    expect(await refusal('/api/messenger/v1/mysticker/zz%C0%AF')).toBe(
      'the path is not valid percent-encoded UTF-8',
    );
    expect(await refusal('/api/camera/v1/package?userId=u&searchText=%E2%82')).toMatch(
      /searchText/,
    );
    // Had the escape been read as written, this user would have the wish.
    const wishes = await server.call('/api/messenger/v1/wish/zz%25FF');
    expect(await wishes.json()).toMatchObject({ body: { packageList: [] } });
    // A well-formed escape of the same bytes' text is a user like any other.
    await expectSuccess(await wish('userId=zz%25FF'), EmptyBodySchema);
  });

  it("accepts C1's period in any case", async () => {
    const path = '/api/camera/v1/package?userId=u&date=WeEkLy';
    await expectSuccess(await server.call(path), CameraPackagePageBodySchema);
    expect(await refusal('/api/camera/v1/package?userId=u&date=yearly')).toBe(
      'date must be Daily, Weekly, Monthly or empty',
    );
  });
});
