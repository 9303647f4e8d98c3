import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CameraPackagePageBodySchema,
  CameraStickerListBodySchema,
  RecentKeywordsBodySchema,
  SearchBodySchema,
} from '../../contract';
import { EmptyBodySchema } from '../../contract/envelope';
import { readKeywordTable } from '../src/repos/search-table';
import { foldKana, keepsAccents, wordsOf } from '../src/search/fold';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';
import { seedSearchCatalogue } from './search-catalogue';

// Each rule of docs/service.md "Search", over real HTTP, on a catalogue of near misses.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedSearchCatalogue });
});
afterAll(() => server.close());

async function m1(q: string, lang = 'en', userId = 'reader') {
  const query = `q=${encodeURIComponent(q)}&userId=${userId}&lang=${lang}&limit=50`;
  const response = await server.call(`/api/messenger/v1/search?${query}`);
  return expectSuccess(response, SearchBodySchema);
}
const ids = async (q: string, lang = 'en') =>
  (await m1(q, lang)).stickerList.map((s) => s.stickerId);
const recent = async (userId: string) => {
  const response = await server.call(`/api/messenger/v1/search/recent?userId=${userId}`);
  const body = await expectSuccess(response, RecentKeywordsBodySchema);
  return body.keywordList.map((k) => k.keyword);
};

describe('M1 matches whole words, not letters inside them', () => {
  it('finds cat in keywords and their words, never catch, caterpillar or scatter', async () => {
    expect(await ids('cat')).toEqual([102, 101, 111, 114]);
  });

  it('finds nothing for letters inside a word', async () => {
    expect(await ids('muni')).toEqual([]);
    expect(await ids('erpil')).toEqual([]);
  });

  it('finds words that start with the query while no word is the query itself', async () => {
    expect(await ids('kitt')).toEqual([102]);
    expect(await ids('caterp')).toEqual([104]);
  });

  it('treats one or two letters as a word being typed', async () => {
    expect(await ids('ca')).toEqual(expect.arrayContaining([101, 102, 103, 104]));
  });

  it('ranks the exact keyword before a keyword holding the word', async () => {
    const list = (await m1('cat')).stickerList;
    expect(list.map((s) => s.keyword)).toEqual([
      'cat',
      'cat',
      'cat face',
      'grinning cat with smiling eyes',
    ]);
  });
});

describe('M1 in scripts written without spaces', () => {
  it('finds a word inside a Japanese keyword', async () => {
    expect(await ids('笑う', 'ja')).toEqual([101]);
  });

  it('finds a one-character Japanese or Chinese query, not the words it is part of', async () => {
    expect(await ids('猫', 'ja')).toEqual([101, 102]);
    expect(await ids('猫', 'zh')).toEqual([111]);
  });

  it('finds a one-character Korean word, not longer words starting with it', async () => {
    expect(await ids('개', 'ko')).toEqual([107]);
  });
});

describe('M1 folds plurals, case, accents and width', () => {
  it('finds cats and kittens by their singular', async () => {
    expect((await ids('cats')).sort()).toEqual((await ids('cat')).sort());
    expect(await ids('kittens')).toEqual([102]);
  });

  it('ignores case, accents and full-width forms', async () => {
    expect(await ids('CAFE')).toEqual([106]);
    expect(await ids('café')).toEqual([106]);
    expect(await ids('ＣＡＴ')).toEqual(await ids('cat'));
  });

  it('folds katakana and hiragana, full and half width: ねこ finds what ネコ finds', async () => {
    const katakana = await ids('ネコ', 'ja');
    expect(katakana).toContain(102);
    expect(await ids('ねこ', 'ja')).toEqual(katakana);
    expect(await ids('ﾈｺ', 'ja')).toEqual(katakana);
    expect(await ids('ねこ')).toEqual(katakana);
  });

  it('keeps Vietnamese accents, where they make another word', async () => {
    expect(await ids('cắt', 'vi')).toEqual([112]);
    expect(await ids('cat', 'vi')).not.toContain(112);
  });
});

describe('M1 by language', () => {
  it('looks in other languages only when the requested one and English find nothing', async () => {
    expect(await ids('beer')).toEqual([116]);
    expect(await ids('beer', 'nl')).toEqual([115, 116]);
    expect(await ids('gato')).toEqual([102]);
  });
});

describe('M1 by emoji', () => {
  it("finds the emoji's stickers first, then those named like it", async () => {
    const found = await ids('😺');
    expect(found[0]).toBe(101);
    expect(found).toContain(114);
  });

  it('finds what the words the emoji means find: 🐱 (cat face) finds every cat', async () => {
    const found = await ids('🐱');
    expect(found[0]).toBe(111);
    expect(found).toEqual(expect.arrayContaining(await ids('cat')));
    // face, on most emoji, is not what 🐱 means.
    expect(found).not.toContain(107);
  });

  it('ignores skin tone and variation selector', async () => {
    expect(await ids('👍🏽')).toEqual([113]);
    expect(await ids('✂')).toEqual([112]);
    expect(await ids('✂️')).toEqual([112]);
  });
});

describe('M1 corrects one typo', () => {
  it('searches the closest word one edit away and says so', async () => {
    const body = await m1('pizzza');
    expect(body.correctedQuery).toBe('pizza');
    expect(body.stickerList.map((s) => s.stickerId)).toEqual([110]);
    expect((await m1('kitetn')).correctedQuery).toBe('kitten');
  });

  it('leaves a query that found something, or a short one, uncorrected', async () => {
    expect(await m1('pizza')).not.toHaveProperty('correctedQuery');
    const short = await m1('pizz');
    expect(short).not.toHaveProperty('correctedQuery');
    expect(short.stickerList.map((s) => s.stickerId)).toEqual([110]);
    expect((await m1('frob')).stickerList).toEqual([]);
  });
});

describe('M2 recent tags', () => {
  it('records a tag only when its search found stickers (the corrected one after a typo)', async () => {
    for (const q of ['cat', 'zzzz', "' OR 1=1 --", '%', 'pizzza']) await m1(q, 'en', 'tags');
    expect(await recent('tags')).toEqual(['pizza', 'cat']);
  });

  it('has committed the tag when M1 answers', async () => {
    await m1('dog', 'en', 'durable');
    const rows = await server.db.kysely
      .selectFrom('recent_searches')
      .select('keyword')
      .where('user_id', '=', 'durable')
      .execute();
    expect(rows).toEqual([{ keyword: 'dog' }]);
  });

  it('removes one tag, in any case, with DELETE /v1/search/recent/:userId', async () => {
    for (const q of ['cat', 'dog', 'pizza']) await m1(q, 'en', 'chips');
    const path = '/api/messenger/v1/search/recent/chips?q=DOG';
    await expectSuccess(await server.call(path, { method: 'DELETE' }), EmptyBodySchema);
    expect(await recent('chips')).toEqual(['pizza', 'cat']);
    const again = await server.call(path, { method: 'DELETE' });
    await expectSuccess(again, EmptyBodySchema);
  });

  it("clears all of the user's tags with DELETE /v1/search/recent/:userId without q", async () => {
    for (const q of ['cat', 'dog']) await m1(q, 'en', 'clearing');
    await m1('pizza', 'en', 'other');
    const path = '/api/messenger/v1/search/recent/clearing';
    await expectSuccess(await server.call(path, { method: 'DELETE' }), EmptyBodySchema);
    expect(await recent('clearing')).toEqual([]);
    expect(await recent('other')).toEqual(['pizza']);
  });

  it('refuses a DELETE whose q is only spaces, rather than clearing all', async () => {
    await m1('cat', 'en', 'kept');
    const response = await server.call('/api/messenger/v1/search/recent/kept?q=%20%20', {
      method: 'DELETE',
    });
    expect(await expectFailure(response, 400, '4000')).toContain('q');
    expect(await recent('kept')).toEqual(['cat']);
  });

  it('searches without recording the tag with record=N, and records it by default', async () => {
    const search = async (q: string, userId: string, more = '') => {
      const path = `/api/messenger/v1/search?q=${q}&userId=${userId}${more}`;
      return (await expectSuccess(await server.call(path), SearchBodySchema)).stickerList;
    };
    expect((await search('pizz', 'typing', '&record=N')).map((s) => s.stickerId)).toEqual([110]);
    await search('pizza', 'typing', '&record=n');
    expect(await recent('typing')).toEqual([]);
    await search('pizza', 'typing', '&record=Y');
    await search('cat', 'committing');
    expect([await recent('typing'), await recent('committing')]).toEqual([['pizza'], ['cat']]);
  });

  it('refuses a record that is not Y or N', async () => {
    const response = await server.call('/api/messenger/v1/search?q=cat&userId=u&record=no');
    expect(await expectFailure(response, 400, '4000')).toContain('record');
  });
});

describe('search text with control characters', () => {
  it.each([
    '/api/messenger/v1/search?q=cat%00&userId=u',
    '/api/messenger/v1/search?q=a%07b&userId=u',
    '/api/camera/v1/search?searchText=a%00b&userId=u',
  ])('%s answers 4000, not 500', async (path) => {
    expect(await expectFailure(await server.call(path), 400, '4000')).toMatch(/q|searchText/);
    expect(server.errors).toEqual([]);
  });
});

/**
 * The search table is derived data, kept in the database and rebuilt only when sticker_keywords
 * change (search-table.ts). A database the previous release made, its keywords folded without
 * Traditional → Simplified, is used as it is after an upgrade: queries are now folded to
 * Simplified, so a Japanese 動物 (folded 动物) no longer meets its keyword (kept 動物).
 */
describe('M1 on a database whose search table the previous release made', () => {
  let upgraded: TestServer;
  // The previous release's fold: width, case, kana and accents, no Chinese script.
  const foldedBefore = (keyword: string, lang: string) => {
    const lower = foldKana(keyword.normalize('NFKC').toLowerCase());
    const folded = keepsAccents(lang)
      ? lower.normalize('NFC')
      : lower
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .normalize('NFC');
    return wordsOf(folded).join(' ');
  };
  beforeAll(async () => {
    upgraded = await startTestServer({
      seed: async (db) => {
        await seedSearchCatalogue(db);
        await readKeywordTable(db);
        const rows = await db.kysely.selectFrom('search_keywords').selectAll().execute();
        for (const { id, lang, keyword } of rows) {
          await db.kysely
            .updateTable('search_keywords')
            .set({ folded: foldedBefore(keyword, lang) })
            .where('id', '=', id)
            .execute();
        }
      },
    });
  });
  afterAll(() => upgraded.close());

  it('finds Japanese written in kanji Chinese simplifies, as on a new database: 動物', async () => {
    expect(await ids('動物', 'ja')).toEqual([119]);
    const query = `q=${encodeURIComponent('動物')}&userId=reader&lang=ja&limit=50`;
    const response = await upgraded.call(`/api/messenger/v1/search?${query}`);
    const found = (await expectSuccess(response, SearchBodySchema)).stickerList;
    expect(found.map((s) => s.stickerId)).toEqual([119]);
  });
});

/**
 * The camera group has no lang (C1's searchText, C2), and a Chinese reader writes either script:
 * a query in Traditional (what the zh-Hant interface's readers type) finds what Simplified finds,
 * through the Chinese keywords.
 */
describe('the camera group in Traditional Chinese', () => {
  const camera = async (path: string, text: string) =>
    server.call(`/api/camera/v1${path}?userId=reader&searchText=${encodeURIComponent(text)}`);
  const ranked = async (text: string) =>
    (
      await expectSuccess(await camera('/package', text), CameraPackagePageBodySchema)
    ).packageList.map((pack) => pack.packageId);
  const stickers = async (text: string) =>
    (
      await expectSuccess(await camera('/search', text), CameraStickerListBodySchema)
    ).stickerList.map((sticker) => sticker.stickerId);

  it.each([
    ['C1 packs', '熊貓', '熊猫', ranked],
    ['C1 packs', '貓臉', '猫脸', ranked],
    ['C2 stickers', '熊貓', '熊猫', stickers],
    ['C2 stickers', '貓臉', '猫脸', stickers],
  ])(
    '%s: Traditional %s finds what Simplified %s finds',
    async (_what, traditional, simplified, find) => {
      const found = await find(simplified);
      expect(found.length).toBeGreaterThan(0);
      expect(await find(traditional)).toEqual(found);
    },
  );
});
