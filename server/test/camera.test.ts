import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CameraPackagePageBodySchema,
  CameraStickerListBodySchema,
  EmptyBodySchema,
  PackageDetailBodySchema,
} from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

const DAY = 86_400_000;
const MINUTE = 60_000;
let clock = Date.UTC(2026, 0, 1);
let server: TestServer;

const c = (path: string, method = 'GET') => server.call(`/api/camera/v1${path}`, { method });
const m = (path: string) => server.call(`/api/messenger/v1${path}`);
const use = (stickerId: number, user = 'ranker') =>
  c(`/analytics/send/${stickerId}?userId=${user}`, 'POST');
const ranking = async (query = '') => {
  const response = await c(`/package?userId=u${query}`);
  return expectSuccess(response, CameraPackagePageBodySchema);
};
const rankedIds = async (query = '') => (await ranking(query)).packageList.map((p) => p.packageId);

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock++) });
  // Events 40, 10 and 3 days before "now", then today.
  // Uses a minute apart: within one minute a user's uses of a sticker count once.
  for (let n = 0; n < 5; n += 1) {
    await use(401);
    clock += MINUTE;
  }
  clock += 30 * DAY;
  for (const user of ['a', 'b', 'c']) {
    await server.call(`/api/messenger/v1/download/2?userId=${user}`, { method: 'POST' });
  }
  clock += 7 * DAY;
  for (let n = 0; n < 2; n += 1) {
    await use(501);
    clock += MINUTE;
  }
  clock += 3 * DAY;
  await use(601);
});
afterAll(() => server.close());

describe('C1 package ranking', () => {
  it.each([
    ['', [4, 2, 5, 6, 1, 3]],
    ['&date=Monthly', [2, 5, 6, 1, 3, 4]],
    ['&date=weekly', [5, 6, 1, 2, 3, 4]],
    ['&date=Daily', [6, 1, 2, 3, 4, 5]],
  ])('ranks by usage and downloads in the period %j', async (query, expected) => {
    expect((await rankedIds(`${query}&limit=6`)).slice(0, 6)).toEqual(expected);
  });

  it('answers the camera package shape with lOrder as the position in the ranking', async () => {
    const page = await ranking('&limit=5&pageNumber=2');
    expect(page.packageList.map((p) => p.lOrder)).toEqual([6, 7, 8, 9, 10]);
    expect(page.pageMap).toMatchObject({ totalCount: 50, pageCount: 10, onePageCountRow: 5 });
    expect(page.packageList[0]?.onOff).toBe('on');
    expect(page.packageList[0]?.packageDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it.each([
    ['&category=Animals', [2, 1, 3]],
    ['&category=Unknown', []],
    ['&animated=Y', [5, 6, 1]],
    ['&country=ko', [5]],
    ['&country=es', [2, 6]],
    ['&country=MX', [6]],
    ['&searchText=mia', [1]],
    ['&searchText=MINOU', [3]],
    [`&searchText=${encodeURIComponent('ÑANDÚ')}`, [6]],
    ['&category=Animals&animated=N&country=fr', [3]],
  ])('filters with %s', async (query, expected) => {
    expect(await rankedIds(query)).toEqual(expected);
  });

  it.each([
    ['cat', [2, 1, 3]],
    ['CATS', [2, 1, 3]],
    ['kitt', [1]],
    ['gato', [2, 1]],
    ['Gatos', [2, 1]],
    ['Chats Chics', [3]],
    ['happy', [5, 1]],
    ['행복', [5]],
    ['atter', []],
    ['zzzz', []],
  ])(
    'searchText=%s matches like search: words, plurals, prefixes, every language',
    async (text, expected) => {
      expect(await rankedIds(`&searchText=${encodeURIComponent(text)}`)).toEqual(expected);
    },
  );

  it.each([
    ['&date=Yearly', 'date'],
    ['&animated=X', 'animated'],
    ['&limit=0', 'limit'],
  ])('rejects %s', async (query, name) => {
    expect(await expectFailure(await c(`/package?userId=u${query}`), 400, '4000')).toContain(name);
  });

  it('requires userId', async () => {
    expect(await expectFailure(await c('/package'), 400, '4000')).toContain('userId');
  });
});

describe('C3, C4, C5 stickers', () => {
  const list = async (path: string) =>
    (await expectSuccess(await c(path), CameraStickerListBodySchema)).stickerList;

  it('lists the user stickers by usage, most used first', async () => {
    for (const id of [402, 101, 501, 402, 501, 402]) {
      await expectSuccess(await use(id, 'f1'), EmptyBodySchema);
      clock += MINUTE;
    }
    const frequent = await list('/sticker/frequently?userId=f1');
    expect(frequent.map((s) => s.stickerId)).toEqual([402, 501, 101]);
    expect(frequent[0]?.stickerImg).toBe(`${server.origin}/api/images/fixture/402.svg`);
    expect(await list('/sticker/frequently?userId=nobody')).toEqual([]);
  });

  it('counts the uses of one sticker by one user once a minute', async () => {
    clock = Math.ceil(clock / MINUTE) * MINUTE;
    for (let n = 0; n < 50; n += 1) await expectSuccess(await use(102, 'f2'), EmptyBodySchema);
    await use(402, 'f2');
    clock += MINUTE;
    await use(402, 'f2');
    const frequent = await list('/sticker/frequently?userId=f2');
    expect(frequent.map((s) => s.stickerId)).toEqual([402, 102]);
  });

  it('puts the sticker used last first among those used as often, a repeat within the minute too', async () => {
    clock = Math.ceil(clock / MINUTE) * MINUTE;
    for (const id of [101, 501, 101]) {
      await expectSuccess(await use(id, 'f5'), EmptyBodySchema);
      clock += 1_000;
    }
    const frequent = await list('/sticker/frequently?userId=f5');
    expect(frequent.map((s) => s.stickerId)).toEqual([101, 501]);
  });

  it('lists reaction stickers, each named in lang, else in English (extension)', async () => {
    const reactions = await list('/sticker/reaction?userId=u');
    expect(reactions.map((s) => s.stickerId)).toEqual([402, 501, 502]);
    expect(reactions.map((s) => s.stickerName)).toEqual(['burger', 'happy', expect.any(String)]);
    const inKorean = await list('/sticker/reaction?userId=u&lang=ko');
    expect(inKorean.map((s) => s.stickerName)).toEqual(['burger', '행복', expect.any(String)]);
  });

  it('names frequently used stickers in lang, else in English (extension)', async () => {
    await expectSuccess(await use(101, 'f4'), EmptyBodySchema);
    const names = async (query: string) =>
      (await list(`/sticker/frequently?userId=f4${query}`)).map((s) => s.stickerName);
    expect(await names('')).toEqual(['cat']);
    expect(await names('&lang=de')).toEqual(['Katze']);
  });

  it('names the pack of each frequently used and reaction sticker (extension)', async () => {
    await expectSuccess(await use(402, 'f3'), EmptyBodySchema);
    const [frequent] = await list('/sticker/frequently?userId=f3');
    const [reaction] = await list('/sticker/reaction?userId=u');
    const pack = await expectSuccess(
      await m(`/package/${String(frequent?.packageId)}?userId=f3`),
      PackageDetailBodySchema,
    );
    expect(pack.package.stickers.map((s) => s.stickerId)).toContain(402);
    expect(reaction?.packageId).toBe(frequent?.packageId);
  });

  it('answers 404 for an unknown sticker and 400 for a bad id', async () => {
    expect(await expectFailure(await use(999), 404, '4004')).toContain('stickerId');
    expect(
      await expectFailure(await c('/analytics/send/x?userId=u', 'POST'), 400, '4000'),
    ).toContain('stickerId');
  });
});
