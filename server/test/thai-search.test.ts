import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchBodySchema } from '../../contract';
import { seedCatalogue } from '../src/catalogue';
import { SEED_TIMEOUT_MS } from '../src/catalogue/test-database';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectSuccess } from './contract';

// A Thai reader searching in Thai (lang=th) over the real catalogue, whose Thai keywords are
// CLDR's: หน้าแมว (cat face), ยิ้ม (smile), 100 (💯).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedCatalogue });
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

/** Every sticker id M1 finds for `q` in Thai, over all its pages. */
async function found(q: string): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const query = `q=${encodeURIComponent(q)}&userId=thai-reader&lang=th&countryCode=TH&limit=50&pageNumber=${pageNumber}&record=N`;
    const body = await expectSuccess(
      await server.call(`/api/messenger/v1/search?${query}`),
      SearchBodySchema,
    );
    ids.push(...body.stickerList.map((item) => item.stickerId));
    if (pageNumber >= body.pageMap.pageCount) return ids.sort((a, b) => a - b);
  }
}

describe('Thai search', () => {
  it('หน้า แมว typed with a space between its words finds the cat faces หน้าแมว finds', async () => {
    const unspaced = await found('หน้าแมว');
    expect(unspaced.length).toBeGreaterThan(0);
    // Thai puts a space between phrases and many readers type one between words too; both words
    // are in the keyword หน้าแมว, and the search answers that there is no such sticker.
    expect(await found('หน้า แมว')).toEqual(expect.arrayContaining(unspaced));
  });

  it('ยิ้ม typed with its tone mark before its vowel (ย้ิม, drawn the same) finds the smiles ยิ้ม finds', async () => {
    const typed = await found('\u0e22\u0e34\u0e49\u0e21'); // ย ิ ้ ม, the usual order
    expect(typed.length).toBeGreaterThan(0);
    // A phone keyboard lets the tone mark (U+0E49) go in before the vowel sign (U+0E34); the
    // word looks the same on screen, and Unicode normalisation does not reorder Thai marks.
    expect(await found('\u0e22\u0e49\u0e34\u0e21')).toEqual(typed);
  });

  it('Thai digits ๑๐๐ find the stickers 100 finds (💯 “คะแนนเต็ม”)', async () => {
    const ascii = await found('100');
    expect(ascii.length).toBeGreaterThan(0);
    expect(await found('๑๐๐')).toEqual(ascii);
  });
});
