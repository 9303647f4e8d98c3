import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GiftPageBodySchema,
  RecentKeywordsBodySchema,
  SearchBodySchema,
  SuggestionListBodySchema,
  TrendingBodySchema,
} from '../../contract';
import { seedCatalogue, seedDemoUser } from '../src/catalogue';
import { SEED_TIMEOUT_MS } from '../src/catalogue/test-database';
import { TREND_HISTORY } from '../src/catalogue/trend-history';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

// Suggestions and trending terms over the real catalogue and the demo history.
let server: TestServer;
beforeAll(async () => {
  // The demo history is dated from the real clock, as `npm run server` seeds it.
  server = await startTestServer({
    now: () => new Date(),
    seed: async (db) => {
      await seedCatalogue(db);
      await seedDemoUser(db);
    },
  });
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const m = (path: string) => server.call(`/api/messenger/v1${path}`);
async function suggest(q: string, lang = 'en', script = '') {
  const path = `/search/suggest?q=${encodeURIComponent(q)}&lang=${lang}&userId=typist&script=${script}`;
  return (await expectSuccess(await m(path), SuggestionListBodySchema)).suggestionList;
}
const keywords = (list: { keyword: string }[]) => list.map(({ keyword }) => keyword);
const folded = (text: string) => text.normalize('NFKC').toLowerCase();

describe('search suggestions (extension)', () => {
  it('suggests up to 8 keywords starting with what was typed: ca gives cat', async () => {
    const list = await suggest('ca');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(keywords(list)).toContain('cat');
    for (const { keyword } of list) expect(folded(keyword).startsWith('ca')).toBe(true);
    expect(list.find(({ keyword }) => keyword === 'cat')).toMatchObject({ lang: 'en' });
    expect(new Set(keywords(list).map(folded)).size).toBe(list.length);
  });

  it('puts the search language first, then others', async () => {
    const list = await suggest('ga', 'es');
    expect(keywords(list)).toContain('gato');
    const langs = list.map(({ lang }) => lang);
    const firstOther = langs.findIndex((lang) => lang !== 'es');
    if (firstOther >= 0) expect(langs.slice(firstOther)).not.toContain('es');
    expect(langs[0]).toBe('es');
  });

  it('finds Japanese by kanji, and by hiragana as by katakana', async () => {
    const kanji = await suggest('猫', 'ja');
    expect(keywords(kanji)).toContain('猫');
    for (const { keyword } of kanji) expect(keyword.startsWith('猫')).toBe(true);
    expect(kanji[0]).toMatchObject({ keyword: '猫', lang: 'ja' });

    const hiragana = await suggest('ねこ', 'ja');
    expect(keywords(hiragana)).toContain('ネコ');
    expect(hiragana).toEqual(await suggest('ネコ', 'ja'));
  });

  it('finds Chinese typed in either script, and writes it in the script asked for', async () => {
    const chinese = (list: { keyword: string; lang: string }[]) =>
      keywords(list.filter(({ lang }) => lang === 'zh'));
    const traditional = chinese(await suggest('貓', 'zh', 'Hant'));
    expect(traditional).toContain('貓');
    for (const keyword of traditional) expect(keyword.startsWith('貓')).toBe(true);
    const simplified = chinese(await suggest('貓', 'zh', 'Hans'));
    expect(simplified).toContain('猫');
    expect(simplified).toEqual(chinese(await suggest('猫', 'zh')));
  });

  it('gives each suggestion the emoji it names, and names an emoji typed', async () => {
    const cat = (await suggest('cat')).find(({ keyword }) => keyword === 'cat');
    expect(cat?.emoji).toMatch(/\p{Extended_Pictographic}/u);
    const named = await suggest('🐱');
    expect(named[0]).toMatchObject({ keyword: 'cat face', lang: 'en', emoji: '🐱' });
    const inJapanese = await suggest('🐱', 'ja');
    expect(keywords(inJapanese)).toEqual(['ネコの顔', 'cat face']);
  });

  it('answers an empty list for what no keyword starts with', async () => {
    expect(await suggest('qxzqxz')).toEqual([]);
  });

  it('records nothing as a recent search', async () => {
    await suggest('pizz');
    const recent = await expectSuccess(
      await m('/search/recent?userId=typist'),
      RecentKeywordsBodySchema,
    );
    expect(recent.keywordList).toEqual([]);
  });

  it('refuses a missing or blank q with 4000', async () => {
    expect(await expectFailure(await m('/search/suggest?userId=u'), 400, '4000')).toContain('q');
    expect(await expectFailure(await m('/search/suggest?q=%20&userId=u'), 400, '4000')).toContain(
      'q',
    );
  });
});

describe('trending search terms on the demo catalogue', () => {
  it('start with the seeded history, most searched first, in each language', async () => {
    for (const [lang, terms] of Object.entries(TREND_HISTORY)) {
      const body = await expectSuccess(
        await m(`/search/trending?userId=demo&lang=${lang}`),
        TrendingBodySchema,
      );
      expect(keywords(body.keywordList), lang).toEqual(terms);
      const counts = body.keywordList.map(({ userCount }) => userCount);
      expect(counts, lang).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('lead to searches that find stickers in their language', async () => {
    for (const [lang, terms] of Object.entries(TREND_HISTORY)) {
      for (const term of terms) {
        const path = `/search?q=${encodeURIComponent(term)}&lang=${lang}&userId=chips&limit=1`;
        const body = await expectSuccess(await m(path), SearchBodySchema);
        expect(body.pageMap.totalCount, `${lang} ${term}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('sent gifts on the demo catalogue', () => {
  it('lists what the demo user sent, newest first: one waiting, one received', async () => {
    const sent = await expectSuccess(await m('/gift/send/demo'), GiftPageBodySchema);
    expect(sent.packageList.map(({ sendUserId, isReceive }) => [sendUserId, isReceive])).toEqual([
      ['demo', 'Y'],
      ['demo', 'N'],
    ]);
    expect(sent.packageList[0]?.receiveDate).not.toBe('');
  });
});
