import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CameraPackagePageBodySchema,
  CameraSearchBodySchema,
  CameraStickerListBodySchema,
  CategoryListBodySchema,
  GiftPageBodySchema,
  MyPackagePageBodySchema,
  PackageDetailBodySchema,
  PackageSummaryPageBodySchema,
  RecentKeywordsBodySchema,
  SearchBodySchema,
  SentStickersBodySchema,
  WishPageBodySchema,
} from '../../contract';
import { DEMO_USER_ID, seedCatalogue, seedDemoUser } from '../src/catalogue';
import { SEED_TIMEOUT_MS } from '../src/catalogue/test-database';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectSuccess } from './contract';

// The real catalogue and demo user, as `npm run server` seeds them, through the whole API.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedCatalogue(db);
      await seedDemoUser(db);
    },
  });
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const m = (path: string) => server.call(`/api/messenger/v1${path}`);
const search = async (q: string, lang: string) => {
  const path = `/search?q=${encodeURIComponent(q)}&lang=${lang}&userId=reader&limit=50`;
  return (await expectSuccess(await m(path), SearchBodySchema)).stickerList;
};

/** Every sticker a query finds, all pages, in order. */
async function everyId(q: string, lang: string): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; ; page += 1) {
    const query = `q=${encodeURIComponent(q)}&lang=${lang}&userId=reader&limit=50&pageNumber=${page}`;
    const body = await expectSuccess(await m(`/search?${query}`), SearchBodySchema);
    found.push(...body.stickerList.map((s) => s.stickerId));
    if (page >= body.pageMap.pageCount) return found;
  }
}

/** The packs of every sticker an English query finds. */
async function everyPackOf(q: string): Promise<Set<number>> {
  const packs = new Set<number>();
  for (let page = 1; ; page += 1) {
    const query = `q=${q}&lang=en&userId=reader&limit=50&pageNumber=${page}`;
    const body = await expectSuccess(await m(`/search?${query}`), SearchBodySchema);
    for (const sticker of body.stickerList) packs.add(sticker.packageId ?? 0);
    if (page >= body.pageMap.pageCount) return packs;
  }
}

describe('the real catalogue through the API', () => {
  it('names C2’s stickers in lang (extension), in English without it', async () => {
    const names = async (lang: string) => {
      const query = `userId=reader&searchText=${encodeURIComponent('кошка')}${lang}`;
      const response = await server.call(`/api/camera/v1/search?${query}`);
      const body = await expectSuccess(response, CameraSearchBodySchema);
      return body.stickerList.map((sticker) => sticker.stickerName ?? '');
    };
    const russian = await names('&lang=ru');
    expect(russian.length).toBeGreaterThan(0);
    expect(russian.filter((name) => !/^[а-яё]/i.test(name))).toEqual([]);
    expect(await names('')).toContain('cat');
  });

  it('finds Korean compounds typed without their space: 고양이얼굴 as 고양이 얼굴', async () => {
    for (const [unspaced, spaced] of [
      ['고양이얼굴', '고양이 얼굴'],
      ['강아지얼굴', '강아지 얼굴'],
    ] as const) {
      const found = await everyId(spaced, 'ko');
      expect(found.length, spaced).toBeGreaterThan(0);
      expect(await everyId(unspaced, 'ko'), unspaced).toEqual(found);
    }
  });

  it('finds a Turkish word typed with a capital I or İ as in lower case: Işık, İnek', async () => {
    const pairs: [string, string][] = [
      ['ışık', 'Işık'],
      ['inek', 'İnek'],
    ];
    for (const [lower, capital] of pairs) {
      const found = await everyId(lower, 'tr');
      expect(found.length, lower).toBeGreaterThan(0);
      expect(await everyId(capital, 'tr'), capital).toEqual(found);
    }
  });

  it('finds the same cat stickers by their name in eight languages and scripts', async () => {
    const cats = new Set((await search('cat', 'en')).map((s) => s.stickerId));
    expect(cats.size).toBeGreaterThan(0);
    const words = {
      es: 'gato',
      fr: 'chat',
      de: 'Katze',
      ru: 'кошка',
      ko: '고양이',
      ja: '猫',
      th: 'แมว',
    };
    for (const [lang, word] of Object.entries(words)) {
      const found = await search(word, lang);
      expect(found.length, word).toBeGreaterThan(0);
      expect(
        found.some((s) => cats.has(s.stickerId)),
        word,
      ).toBe(true);
    }
  });

  it.each([
    ['cat', 'en'],
    ['gato', 'es'],
    ['chat', 'fr'],
    ['KATZE', 'de'],
    ['кошка', 'ru'],
    ['고양이', 'ko'],
    ['猫', 'ja'],
    ['แมว', 'th'],
  ])('finds cats drawn in every art set for %s (%s)', async (word, lang) => {
    const ids = await everyId(word, lang);
    const rows = await server.db.kysely
      .selectFrom('stickers')
      .select(['emoji', 'image_key'])
      .where('sticker_id', 'in', ids.length > 0 ? ids : [0])
      .execute();
    const cats = rows.filter((row) => row.emoji === '🐱' || row.emoji === '🐈');
    const artSets = new Set(cats.map((row) => row.image_key.split('/')[0]));
    expect([...artSets].sort()).toEqual(['fluent', 'openmoji', 'twemoji']);
  });

  it('finds with ねこ what ネコ finds: cats', async () => {
    const katakana = await everyId('ネコ', 'ja');
    expect(katakana.length).toBeGreaterThan(0);
    expect(await everyId('ねこ', 'ja')).toEqual(katakana);
    const cats = new Set(await everyId('cat', 'en'));
    expect(katakana.filter((id) => cats.has(id)).length).toBeGreaterThan(0);
  });

  it.each([
    ['貓', '猫'],
    ['愛心', '爱心'],
    ['披薩', '披萨'],
  ])('finds with Traditional %s what Simplified %s finds', async (traditional, simplified) => {
    const found = await everyId(simplified, 'zh');
    expect(found.length).toBeGreaterThan(0);
    expect(await everyId(traditional, 'zh')).toEqual(found);
  });

  // Japanese writes distinct words with kanji Simplified Chinese merges: 幹 (trunk, 新幹線) and
  // 乾 (dry, 乾杯) are both 干 in Chinese, 製 (made) and 制 (rule) both 制, 復 (again) and 複
  // (many) both 复. A Japanese search means the Japanese word.
  it.each([
    ['幹', '🚄', '🍻'],
    ['製', '🧈', '🚳'],
    ['復', '🐦‍🔥', '🖨️'],
  ])(
    'finds with Japanese %s its own word (%s), not the kanji Chinese writes alike (%s)',
    async (kanji, own, other) => {
      const ids = await everyId(kanji, 'ja');
      const rows =
        ids.length === 0
          ? []
          : await server.db.kysely
              .selectFrom('stickers')
              .select('emoji')
              .where('sticker_id', 'in', ids)
              .execute();
      const emoji = new Set(rows.map((row) => row.emoji));
      expect(emoji).toContain(own);
      expect(emoji).not.toContain(other);
    },
  );

  it('finds with 🐱 every sticker its CLDR word cat finds, in the query language', async () => {
    const withEmoji = await everyId('🐱', 'en');
    const cats = await everyId('cat', 'en');
    expect(cats.length).toBeGreaterThan(10);
    expect(withEmoji).toEqual(expect.arrayContaining(cats));
    expect(await everyId('🐱', 'ja')).toEqual(expect.arrayContaining(await everyId('ネコ', 'ja')));
  });

  it('C1 searchText=cat finds the cat packs, as kitties does, each with cat stickers', async () => {
    const ranked = async (text: string) => {
      const path = `/api/camera/v1/package?userId=reader&limit=50&searchText=${text}`;
      const page = await expectSuccess(await server.call(path), CameraPackagePageBodySchema);
      return page.packageList;
    };
    const catPacks = await ranked('cat');
    const kitties = await ranked('kitties');
    expect(kitties.length).toBeGreaterThan(0);
    expect(catPacks.map((pack) => pack.packageId)).toEqual(
      expect.arrayContaining(kitties.map((pack) => pack.packageId)),
    );
    const catStickers = await everyPackOf('cat');
    for (const pack of catPacks)
      expect(catStickers.has(pack.packageId), pack.packageName).toBe(true);
    expect(await ranked('cats')).toEqual(catPacks);
    // Whatever their language, their keywords in English say cat.
    for (const pack of catPacks) {
      const detail = await m(`/package/${pack.packageId}?userId=reader&lang=en`);
      const { package: inEnglish } = await expectSuccess(detail, PackageDetailBodySchema);
      expect(inEnglish.packageKeywords.split(','), pack.packageName).toContain('cat');
    }
  });

  it('lists what the other languages agree on first: 犬 (ja) shows dogs before paw prints', async () => {
    const stickers = await search('犬', 'ja');
    const rows = await server.db.kysely
      .selectFrom('stickers')
      .select(['sticker_id', 'emoji'])
      .where(
        'sticker_id',
        'in',
        stickers.map((s) => s.stickerId),
      )
      .execute();
    const emojiOf = new Map(rows.map((row) => [row.sticker_id, row.emoji]));
    const found = stickers.map((s) => emojiOf.get(s.stickerId) ?? '');
    // Japanese CLDR lists 🐾 under 犬; no dog comes after it.
    const paws = found.indexOf('🐾');
    expect(paws).toBeGreaterThan(0);
    expect(found.slice(paws).every((e) => e === '🐾')).toBe(true);
  });

  it('has categories, a ranking and at least 100 reaction stickers', async () => {
    const categories = await expectSuccess(await m('/category'), CategoryListBodySchema);
    expect(categories.categoryList.length).toBeGreaterThan(0);
    const ranking = await server.call('/api/camera/v1/package?userId=reader');
    const page = await expectSuccess(ranking, CameraPackagePageBodySchema);
    expect(page.packageList).toHaveLength(20);
    const reactions = await server.call('/api/camera/v1/sticker/reaction?userId=reader');
    const body = await expectSuccess(reactions, CameraStickerListBodySchema);
    expect(body.stickerList.length).toBeGreaterThanOrEqual(100);
  });

  it('answers every list of the demo user in the contract shapes', async () => {
    const lists = [
      [`/mysticker/${DEMO_USER_ID}`, MyPackagePageBodySchema],
      [`/mysticker/hide/${DEMO_USER_ID}`, MyPackagePageBodySchema],
      [`/download/${DEMO_USER_ID}`, PackageSummaryPageBodySchema],
      [`/package/recent/${DEMO_USER_ID}`, PackageSummaryPageBodySchema],
      [`/wish/${DEMO_USER_ID}`, WishPageBodySchema],
      [`/gift/receive/${DEMO_USER_ID}`, GiftPageBodySchema],
    ] as const;
    for (const [path, schema] of lists) {
      const body = await expectSuccess(await m(path), schema);
      expect(body.packageList.length, path).toBeGreaterThan(0);
    }
    const tags = await expectSuccess(
      await m(`/search/recent?userId=${DEMO_USER_ID}`),
      RecentKeywordsBodySchema,
    );
    expect(tags.keywordList.length).toBeGreaterThan(0);
    const sent = await expectSuccess(
      await m(`/package/send/${DEMO_USER_ID}`),
      SentStickersBodySchema,
    );
    expect(sent.stickerList.length).toBeGreaterThan(0);
    const frequent = await server.call(`/api/camera/v1/sticker/frequently?userId=${DEMO_USER_ID}`);
    const used = await expectSuccess(frequent, CameraStickerListBodySchema);
    expect(used.stickerList.length).toBeGreaterThan(0);
    const [first] = (
      await expectSuccess(await m(`/mysticker/${DEMO_USER_ID}`), MyPackagePageBodySchema)
    ).packageList;
    const detail = await m(`/package/${first?.packageId ?? 0}?userId=${DEMO_USER_ID}`);
    const { package: pack } = await expectSuccess(detail, PackageDetailBodySchema);
    expect(pack.isDownload).toBe('Y');
    expect(pack.artistName).not.toBe('');
  });
});
