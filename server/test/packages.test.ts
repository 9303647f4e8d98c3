import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CameraPackagePageBodySchema,
  CategoryListBodySchema,
  EmptyBodySchema,
  MyPackagePageBodySchema,
  PackageDetailBodySchema,
  PackageSummaryPageBodySchema,
  SentStickersBodySchema,
} from '../../contract';
import { startTestServer, TEST_API_KEY, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess, getWithHost } from './contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const m = (path: string, init?: RequestInit) => server.call(`/api/messenger/v1${path}`, init);
const post = (path: string) => m(path, { method: 'POST' });
const packageInfo = async (id: number, user: string) =>
  (await expectSuccess(await m(`/package/${id}?userId=${user}`), PackageDetailBodySchema)).package;

describe('M3 pack info', () => {
  it('answers the pack with its artist, flags and stickers in order', async () => {
    const pack = await packageInfo(1, 'p1');
    expect(pack).toMatchObject({
      packageId: 1,
      packageName: 'Cute Cats',
      artistName: 'Mia Park',
      packageCategory: 'Animals,Fun',
      packageAnimated: 'Y',
      language: 'English',
      isDownload: 'N',
      isWish: 'N',
      packageImg: `${server.origin}/api/images/fixture/101~bounce.svg`,
    });
    expect(pack.stickers.map((s) => s.stickerId)).toEqual([101, 102, 103]);
    expect(pack.stickers.every((s) => s.packageId === 1)).toBe(true);
  });

  it('names each sticker by its first keyword in lang, else in English (extension)', async () => {
    const names = async (query: string) =>
      (
        await expectSuccess(await m(`/package/1?userId=p1${query}`), PackageDetailBodySchema)
      ).package.stickers.map((s) => s.stickerName);
    expect(await names('')).toEqual(['cat', 'happy cat', 'scatter']);
    expect(await names('&lang=de')).toEqual(['Katze', 'happy cat', 'scatter']);
    expect(await expectFailure(await m('/package/1?userId=p1&lang=c4t'), 400, '4000')).toContain(
      'lang',
    );
  });

  it('builds image URLs from the configured origin, never from the Host header', async () => {
    const path = '/api/messenger/v1/package/2?userId=p1';
    const response = await getWithHost(server.origin, path, 'evil.test:5173', TEST_API_KEY);
    const { package: pack } = await expectSuccess(response, PackageDetailBodySchema);
    expect(pack.packageImg).toBe(`${server.origin}/api/images/fixture/201.svg`);
  });

  it('answers 404 naming packageId for an unknown pack, 400 for a non-numeric one', async () => {
    expect(await expectFailure(await m('/package/999?userId=p1'), 404, '4004')).toContain(
      'packageId',
    );
    expect(await expectFailure(await m('/package/cats?userId=p1'), 400, '4000')).toContain(
      'packageId',
    );
    expect(await expectFailure(await m('/package/1'), 400, '4000')).toContain('userId');
  });
});

describe('M5 recently viewed', () => {
  it('lists viewed packs once each, most recent first', async () => {
    for (const id of [4, 2, 4, 6]) await packageInfo(id, 'v1');
    const body = await expectSuccess(await m('/package/recent/v1'), PackageSummaryPageBodySchema);
    expect(body.packageList.map((p) => p.packageId)).toEqual([6, 4, 2]);
    expect(body.pageMap.totalCount).toBe(3);
  });

  it('marks an owned pack as viewed in my packs', async () => {
    await post('/download/4?userId=v2');
    const before = await expectSuccess(await m('/mysticker/v2'), MyPackagePageBodySchema);
    expect(before.packageList[0]?.isView).toBe('N');
    await packageInfo(4, 'v2');
    const after = await expectSuccess(await m('/mysticker/v2'), MyPackagePageBodySchema);
    expect(after.packageList[0]?.isView).toBe('Y');
  });

  it('records no view for a HEAD request, which must change nothing', async () => {
    const head = await m('/package/4?userId=v3', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const body = await expectSuccess(await m('/package/recent/v3'), PackageSummaryPageBodySchema);
    expect(body.packageList).toEqual([]);
  });

  it('answers the pack but records no view with record=N (extension)', async () => {
    const read = await expectSuccess(
      await m('/package/4?userId=v4&record=N'),
      PackageDetailBodySchema,
    );
    expect(read.package.packageId).toBe(4);
    const recent = () => m('/package/recent/v4');
    expect((await expectSuccess(await recent(), PackageSummaryPageBodySchema)).packageList).toEqual(
      [],
    );
    await expectSuccess(await m('/package/4?userId=v4&record=Y'), PackageDetailBodySchema);
    const after = await expectSuccess(await recent(), PackageSummaryPageBodySchema);
    expect(after.packageList.map((pack) => pack.packageId)).toEqual([4]);
  });
});

describe('M4 recently sent (with the send extension)', () => {
  it('lists sent stickers once each, most recent first', async () => {
    for (const id of [101, 402, 101, 501]) {
      await expectSuccess(await post(`/analytics/send/${id}?userId=t1`), EmptyBodySchema);
    }
    const body = await expectSuccess(await m('/package/send/t1'), SentStickersBodySchema);
    expect(body.stickerList).toEqual([
      {
        stickerId: 501,
        packageId: 5,
        stickerImg: `${server.origin}/api/images/fixture/501~bounce.svg`,
        stickerName: 'happy',
      },
      {
        stickerId: 101,
        packageId: 1,
        stickerImg: `${server.origin}/api/images/fixture/101~bounce.svg`,
        stickerName: 'cat',
      },
      {
        stickerId: 402,
        packageId: 4,
        stickerImg: `${server.origin}/api/images/fixture/402.svg`,
        stickerName: 'burger',
      },
    ]);
  });

  it('answers 404 naming stickerId for an unknown sticker', async () => {
    expect(await expectFailure(await post('/analytics/send/7?userId=t1'), 404, '4004')).toContain(
      'stickerId',
    );
  });
});

describe('M14 categories', () => {
  it('lists every category in order', async () => {
    const body = await expectSuccess(await m('/category'), CategoryListBodySchema);
    expect(body.categoryList).toEqual([
      { category: 'Animals' },
      { category: 'Food' },
      { category: 'Emotion' },
      { category: 'Fun' },
    ]);
  });
});

describe('packageKeywords in the language asked for (extension)', () => {
  const keywordsOf = async (path: string) =>
    (await expectSuccess(await m(path), PackageDetailBodySchema)).package.packageKeywords;
  const listed = async (path: string) =>
    (await expectSuccess(await m(path), MyPackagePageBodySchema)).packageList.map(
      (pack) => `${pack.packageId}:${pack.packageKeywords}`,
    );

  it("M3 answers the keywords its stickers carry in lang, else the pack's own", async () => {
    expect(await keywordsOf('/package/2?userId=k1')).toBe('gato,michi');
    expect(await keywordsOf('/package/2?userId=k1&lang=en')).toBe('cat');
    expect(await keywordsOf('/package/3?userId=k1&lang=EN-gb')).toBe('cat');
    expect(await keywordsOf('/package/2?userId=k1&lang=es')).toBe('gato,michi');
    // No German keywords in the catalogue: the pack's own stay.
    expect(await keywordsOf('/package/2?userId=k1&lang=de')).toBe('gato,michi');
  });

  it('pack lists (M6, M7, M9, C1) answer them in lang too', async () => {
    for (const id of [2, 3]) await post(`/download/${id}?userId=k2`);
    expect(await listed('/mysticker/k2')).toEqual(['2:gato,michi', '3:chat,minou']);
    expect(await listed('/mysticker/k2?lang=en')).toEqual(['2:cat', '3:cat']);
    const downloads = await m('/download/k2?lang=en');
    const body = await expectSuccess(downloads, PackageSummaryPageBodySchema);
    expect(body.packageList.map((pack) => pack.packageKeywords)).toEqual(['cat', 'cat']);
    await m('/mysticker/hide/k2/2', { method: 'PUT' });
    expect(await listed('/mysticker/hide/k2?lang=en')).toEqual(['2:cat']);
    const ranking = await server.call('/api/camera/v1/package?userId=k2&searchText=gato&lang=en');
    const ranked = await expectSuccess(ranking, CameraPackagePageBodySchema);
    expect(ranked.packageList.map((pack) => pack.packageKeywords)).toContain('cat');
  });

  it('refuses a lang that is no language code', async () => {
    const response = await m('/mysticker/k2?lang=english');
    expect(await expectFailure(response, 400, '4000')).toContain('lang');
  });
});
