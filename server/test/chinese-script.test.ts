import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CameraPackagePageBodySchema,
  CameraStickerListBodySchema,
  PackageDetailBodySchema,
  PackageSummaryPageBodySchema,
  SearchBodySchema,
  SentStickersBodySchema,
} from '../../contract';
import { seedCatalogue } from '../src/catalogue';
import { SEED_TIMEOUT_MS } from '../src/catalogue/test-database';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

// A reader of Traditional Chinese (script=Hant) reads the catalogue's Chinese names and keywords,
// which are Simplified, in Traditional; other languages' words stay as they are.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedCatalogue });
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const USER = 'reader-tw';
const m = (path: string, init?: RequestInit) => server.call(`/api/messenger/v1${path}`, init);
const c = (path: string) => server.call(`/api/camera/v1${path}`);

async function pack(packageId: number, lang: string, script = '') {
  const query = `userId=${USER}&lang=${lang}&record=N${script ? `&script=${script}` : ''}`;
  const body = await expectSuccess(
    await m(`/package/${packageId}?${query}`),
    PackageDetailBodySchema,
  );
  return body.package;
}

async function searchNames(q: string, script = '') {
  const query = `q=${encodeURIComponent(q)}&userId=${USER}&lang=zh&limit=50&record=N`;
  const path = `/search?${query}${script ? `&script=${script}` : ''}`;
  const body = await expectSuccess(await m(path), SearchBodySchema);
  return body.stickerList;
}

async function packNamed(name: string): Promise<number> {
  const path = `/package?userId=${USER}&searchText=${encodeURIComponent(name)}`;
  const body = await expectSuccess(await c(path), CameraPackagePageBodySchema);
  const found = body.packageList.find((item) => item.packageName === name);
  if (!found) throw new Error(`no pack named ${name}`);
  return found.packageId;
}

describe('script=Hant (extension): Chinese words in Traditional', () => {
  it('names search results in Traditional, in Simplified with Hans or no script', async () => {
    const traditional = (await searchNames('貓', 'Hant')).map((item) => item.stickerName);
    expect(traditional).toContain('貓臉');
    expect(traditional.join()).not.toMatch(/猫/);
    const simplified = (await searchNames('貓', 'Hans')).map((item) => item.stickerName);
    expect(simplified).toContain('猫脸');
    expect((await searchNames('貓')).map((item) => item.stickerName)).toEqual(simplified);
  });

  it('gives a pack’s keywords and sticker names in Traditional', async () => {
    const packageId = (await searchNames('猫脸')).find(
      (item) => item.stickerName === '猫脸',
    )?.packageId;
    expect(packageId).toBeDefined();
    const simplified = await pack(packageId ?? 0, 'zh');
    expect(simplified.packageKeywords).toMatch(/宠物/);
    const traditional = await pack(packageId ?? 0, 'zh', 'Hant');
    expect(traditional.packageKeywords).toMatch(/寵物/);
    expect(traditional.packageKeywords).not.toMatch(/宠物/);
    expect(traditional.stickers.map((sticker) => sticker.stickerName)).toContain('貓臉');
    expect(traditional.packageName).toBe(simplified.packageName);
  });

  it('writes a Chinese pack’s own keywords in Traditional, and leaves its name as published', async () => {
    const packageId = await packNamed('爱心与心情 · OpenMoji');
    const traditional = await pack(packageId, 'zh', 'Hant');
    expect(traditional.packageKeywords.split(',')).toContain('我愛你');
    expect(traditional.packageName).toBe('爱心与心情 · OpenMoji');
    expect((await pack(packageId, 'zh', 'Hans')).packageKeywords.split(',')).toContain('我爱你');
  });

  it('leaves a Japanese pack’s kanji as they are when the language asked for is Japanese', async () => {
    const packageId = await packNamed('モンスターとネコ · Fluent');
    const japanese = await pack(packageId, 'ja');
    expect(japanese.packageKeywords).toMatch(/顔/);
    expect(await pack(packageId, 'ja', 'Hant')).toEqual(japanese);
  });

  it('names reaction stickers, ranked packs, a user’s lists and sent stickers in Traditional too', async () => {
    const reactions = async (script: string) =>
      (
        await expectSuccess(
          await c(`/sticker/reaction?userId=${USER}&lang=zh&script=${script}`),
          CameraStickerListBodySchema,
        )
      ).stickerList.map((item) => item.stickerName);
    expect(await reactions('Hant')).not.toEqual(await reactions('Hans'));

    const ranking = async (script: string) =>
      (
        await expectSuccess(
          await c(`/package?userId=${USER}&lang=zh&script=${script}`),
          CameraPackagePageBodySchema,
        )
      ).packageList.map((item) => item.packageKeywords);
    expect((await ranking('Hant')).join()).toMatch(/寵物|動物/);
    expect((await ranking('Hans')).join()).not.toMatch(/寵物|動物/);

    const packageId = await packNamed('爱心与心情 · OpenMoji');
    const download = await m(`/download/${packageId}?userId=${USER}`, { method: 'POST' });
    expect(download.status).toBe(200);
    const mine = await expectSuccess(
      await m(`/download/${USER}?lang=zh&script=Hant`),
      PackageSummaryPageBodySchema,
    );
    expect(mine.packageList.map((item) => item.packageKeywords).join()).toMatch(/我愛你/);

    const catFace = (await searchNames('猫脸')).find((item) => item.stickerName === '猫脸');
    const sent = await m(`/analytics/send/${catFace?.stickerId}?userId=${USER}`, {
      method: 'POST',
    });
    expect(sent.status).toBe(200);
    const recent = await expectSuccess(
      await m(`/package/send/${USER}?lang=zh&script=Hant`),
      SentStickersBodySchema,
    );
    expect(recent.stickerList.map((item) => item.stickerName)).toEqual(['貓臉']);
  });

  it('refuses a script other than Hans or Hant in the envelope', async () => {
    const message = await expectFailure(
      await m(`/package/1?userId=${USER}&lang=zh&script=Latn`),
      400,
      '4000',
    );
    expect(message).toMatch(/script must be Hans/);
  });
});
