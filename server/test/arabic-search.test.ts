import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchBodySchema, SuggestionListBodySchema } from '../../contract';
import { seedCatalogue } from '../src/catalogue';
import { SEED_TIMEOUT_MS } from '../src/catalogue/test-database';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectSuccess } from './contract';

// An Arabic reader searching in Arabic (lang=ar) over the real catalogue, whose Arabic keywords
// are CLDR's, spelled with hamza (أكل, أرنب), taa marbuta (كرة) and sometimes shadda (مقنّع).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedCatalogue });
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const m = (path: string) => server.call(`/api/messenger/v1${path}`);

/** Every sticker id M1 finds for `q` in Arabic, over all its pages. */
async function found(q: string): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const query = `q=${encodeURIComponent(q)}&userId=arabic-reader&lang=ar&countryCode=SA&limit=50&pageNumber=${pageNumber}&record=N`;
    const body = await expectSuccess(await m(`/search?${query}`), SearchBodySchema);
    ids.push(...body.stickerList.map((item) => item.stickerId));
    if (pageNumber >= body.pageMap.pageCount) return ids.sort((a, b) => a - b);
  }
}

describe('Arabic search', () => {
  it('a word with or without its diacritics (قِطّة, مقنع) or tatweel (قـطـة) finds the same stickers', async () => {
    const cat = await found('قطة');
    expect(cat.length).toBeGreaterThan(0);
    // Harakat and shadda are optional in Arabic, and tatweel only stretches a line: readers type
    // them or leave them out, and a keyword spelled with shadda (مقنّع) must be found without it.
    expect(await found('قِطّة'), 'قِطّة (with kasra and shadda)').toEqual(cat);
    expect(await found('قـطـة'), 'قـطـة (with tatweel)').toEqual(cat);
    const masked = await found('مقنّع');
    expect(masked.length).toBeGreaterThan(0);
    expect(await found('مقنع'), 'مقنع (without shadda)').toEqual(masked);
  });

  it('a word typed without its hamza (اكل, ارنب) or with ه for ة (كره) finds what its spelling finds', async () => {
    // Most people type a bare alef for أ/إ/آ and often ه for a final ة; Arabic search folds these.
    for (const [typed, spelled] of [
      ['اكل', 'أكل'], // eating: food stickers
      ['ارنب', 'أرنب'], // rabbit
      ['كره', 'كرة'], // ball
    ] as const) {
      const expected = await found(spelled);
      expect(expected.length).toBeGreaterThan(0);
      expect(await found(typed), `${typed} against ${spelled}`).toEqual(
        expect.arrayContaining(expected),
      );
    }
  });

  it('suggests أرنب (rabbit) while ارن is typed without its hamza', async () => {
    const path = `/search/suggest?q=${encodeURIComponent('ارن')}&lang=ar&userId=arabic-reader`;
    const list = (await expectSuccess(await m(path), SuggestionListBodySchema)).suggestionList;
    expect(list.map(({ keyword }) => keyword)).toContain('أرنب');
  });

  it('Arabic-Indic digits ١٠٠ find the stickers 100 finds (💯 “100 درجة”)', async () => {
    const ascii = await found('100');
    expect(ascii.length).toBeGreaterThan(0);
    expect(await found('١٠٠')).toEqual(ascii);
  });
});
