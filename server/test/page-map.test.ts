import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyPackagePageBodySchema, SearchBodySchema } from '../../contract';
import { pageMapOf } from '../src/http/page-map';
import { BULK_COUNT, FIXTURE_PACKS } from '../src/testing/fixture-data';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

describe('pageMapOf', () => {
  it.each([
    // total, limit, page, pageCount, modNum, listStartNumber, groupCount, endPage
    [0, 20, 1, 1, 0, 1, 1, 1],
    [1, 20, 1, 1, 1, 1, 1, 1],
    [20, 20, 1, 1, 20, 20, 1, 1],
    [21, 20, 1, 2, 1, 21, 1, 2],
    [21, 20, 2, 2, 1, 1, 1, 2],
    [45, 20, 3, 3, 5, 5, 1, 3],
    [45, 20, 5, 3, 5, -35, 1, 3],
    [1000, 20, 12, 50, 20, 780, 5, 20],
  ])(
    'total %i, limit %i, page %i',
    (total, limit, page, pageCount, modNum, listStart, groupCount, endPage) => {
      const map = pageMapOf({ limit, pageNumber: page }, total);
      expect(map).toMatchObject({ pageNumber: page, onePageCountRow: limit, totalCount: total });
      expect(map).toMatchObject({ pageCount, modNum, listStartNumber: listStart, groupCount });
      expect(map).toMatchObject({ endPage, pageGroupCount: 10, endRow: limit });
      expect(map.startRow).toBe((page - 1) * limit);
      expect(map.groupNumber).toBe(Math.floor((page - 1) / 10));
      expect(map.startPage).toBe(map.groupNumber * 10 + 1);
    },
  );
});

describe('paged lists over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const search = async (query: string) =>
    expectSuccess(
      await server.call(`/api/messenger/v1/search?q=bulk&userId=pager${query}`),
      SearchBodySchema,
    );

  it('pages 45 search results by 20', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => search(`&pageNumber=${n}`)));
    expect(pages.map((p) => p.stickerList.length)).toEqual([20, 20, 5]);
    const ids = pages.flatMap((p) => p.stickerList.map((s) => s.stickerId));
    expect(new Set(ids).size).toBe(BULK_COUNT);
    expect(pages[2]?.pageMap).toMatchObject({
      pageNumber: 3,
      totalCount: 45,
      pageCount: 3,
      startRow: 40,
      modNum: 5,
      listStartNumber: 5,
    });
  });

  it('defaults to 20 a page and caps limit at 50', async () => {
    expect((await search('')).pageMap).toMatchObject({ pageNumber: 1, onePageCountRow: 20 });
    const capped = await search('&limit=500');
    expect(capped.stickerList).toHaveLength(45);
    expect(capped.pageMap).toMatchObject({ onePageCountRow: 50, pageCount: 1, modNum: 45 });
    // More digits than a double holds: still a positive integer above 50.
    const huge = await search(`&limit=1${'0'.repeat(400)}`);
    expect(huge.pageMap).toMatchObject({ onePageCountRow: 50, pageCount: 1 });
  });

  it('answers a page past the end with no items and the whole result described', async () => {
    const past = await search('&pageNumber=7');
    expect(past.stickerList).toEqual([]);
    expect(past.pageMap).toMatchObject({ pageNumber: 7, totalCount: 45, pageCount: 3 });
  });

  it.each([
    'limit=0',
    'limit=000',
    'limit=-1',
    'limit=abc',
    'limit=2.5',
    'pageNumber=0',
    'pageNumber=x',
  ])('rejects %s naming the parameter', async (query) => {
    const response = await server.call(`/api/messenger/v1/mysticker/u?${query}`);
    const message = await expectFailure(response, 400, '4000');
    expect(message).toContain(query.split('=')[0]);
  });

  it.each([0, 1, 20, 21, 45])('counts %i owned packs', async (count) => {
    const user = `owner${count}`;
    for (const pack of FIXTURE_PACKS.slice(0, count)) {
      await server.call(`/api/messenger/v1/download/${pack.id}?userId=${user}`, {
        method: 'POST',
      });
    }
    const last = Math.max(1, Math.ceil(count / 20));
    const body = await expectSuccess(
      await server.call(`/api/messenger/v1/mysticker/${user}?pageNumber=${last}`),
      MyPackagePageBodySchema,
    );
    expect(body.pageMap).toEqual(pageMapOf({ limit: 20, pageNumber: last }, count));
    expect(body.packageList).toHaveLength(count - (last - 1) * 20);
  });
});
