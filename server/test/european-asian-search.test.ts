import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SuggestionListBodySchema } from '../../contract';
import { seedCatalogue } from '../src/catalogue';
import { SEED_TIMEOUT_MS } from '../src/catalogue/test-database';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectSuccess } from './contract';
import { searchPages } from './search-pages';

// Native readers of German, French, Italian, Polish, Russian, Vietnamese and Japanese searching
// in their own language over the real catalogue, whose keywords are CLDR's: Fußball, heiß, Bär,
// Käse (de); cœur, œil, amour, marché (fr); gatto, cane, amore (it); żółw, łza, kot, jeżyk (pl);
// кот, кошка, собака (ru); trái tim, tình yêu, gấu (vi).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedCatalogue });
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const { page: searchPage, found } = searchPages(() => server, 'native-reader');

/**
 * For each [lang, typed, spelled]: what `typed` misses of what `spelled` finds, and whether the
 * answer to `typed` claims a typo (the app then says nothing matched what was typed).
 */
async function misses(pairs: readonly (readonly [string, string, string])[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [lang, typed, spelled] of pairs) {
    const expected = await found(spelled, lang);
    expect(expected.length, spelled).toBeGreaterThan(0);
    const got = new Set(await found(typed, lang));
    const lost = expected.filter((id) => !got.has(id)).length;
    if (lost > 0) problems.push(`${typed} misses ${lost} of the ${expected.length} ${spelled}`);
    const { correctedQuery } = await searchPage(typed, lang);
    if (correctedQuery !== undefined) problems.push(`${typed} is “corrected” to ${correctedQuery}`);
  }
  return problems;
}

describe('German search', () => {
  it('ß typed as ss (Fussball, heiss, weiss, süss, Gruss) finds what Fußball, heiß, weiß, süß, Gruß find', async () => {
    // Swiss German never writes ß and many keyboards have none; today Fussball finds nothing,
    // heiss is “corrected” to heis (a lift), weiss to weise (old people), Gruss to English gross
    // (vomiting faces), and süss finds flat shoes.
    const problems = await misses([
      ['de', 'Fussball', 'Fußball'],
      ['de', 'heiss', 'heiß'],
      ['de', 'weiss', 'weiß'],
      ['de', 'süss', 'süß'],
      ['de', 'Gruss', 'Gruß'],
    ]);
    expect(problems).toEqual([]);
  });

  it('umlauts typed as ae, oe, ue (Baer, Baeren, Huehner, Kaese) find what Bär, Bären, Hühner, Käse find', async () => {
    // ae/oe/ue is the standard spelling without an umlaut key; Baer and Huehner find nothing,
    // Baeren is “corrected” to Dutch boeren (a basket), and Kaese finds cheese only as a typo.
    const problems = await misses([
      ['de', 'Baer', 'Bär'],
      ['de', 'Baeren', 'Bären'],
      ['de', 'Huehner', 'Hühner'],
      ['de', 'Kaese', 'Käse'],
    ]);
    expect(problems).toEqual([]);
  });

  it('plurals (Katzen, Hunde, Blumen) find what their singular (Katze, Hund, Blume) finds', async () => {
    // Katzen finds only the keyword Katzengesicht (by its start), not the cat 🐈; Blumen finds 3
    // of the 32 flowers.
    const problems = await misses([
      ['de', 'Katzen', 'Katze'],
      ['de', 'Hunde', 'Hund'],
      ['de', 'Blumen', 'Blume'],
    ]);
    expect(problems).toEqual([]);
  });

  it('a corrected German noun keeps its capital: Schlüsel → Schlüssel, Schmeterling → Schmetterling', async () => {
    // The app shows “Ergebnisse für schlüssel” and records schlüssel as a recent search; German
    // writes every noun with a capital, as the keyword itself does.
    expect((await searchPage('Schlüsel', 'de')).correctedQuery).toBe('Schlüssel');
    expect((await searchPage('Schmeterling', 'de')).correctedQuery).toBe('Schmetterling');
  });
});

describe('accents that make another word', () => {
  it('the word typed with its accents comes first: Bär before Bar, marché before marche, jeżyk before język', async () => {
    // Bär (bear) shows four drinks (Bar) before the first bear; marché (market) shows people
    // walking (marche); jeżyk (hedgehog) shows eleven tongues (język) before the hedgehog.
    const firsts: string[] = [];
    for (const [lang, typed] of [
      ['de', 'Bär'],
      ['fr', 'marché'],
      ['pl', 'jeżyk'],
    ] as const) {
      const first = (await searchPage(typed, lang, 1, 1)).stickerList[0];
      firsts.push(`${typed}: ${first?.keyword ?? 'nothing'}`);
    }
    expect(firsts).toEqual(['Bär: Bär', 'marché: marché', 'jeżyk: jeżyk']);
  });

  it('suggests Bär first while Bär is typed, not Bar', async () => {
    // Keywords that fold alike make one suggestion: it was the one on most stickers, Bar.
    const path = `/api/messenger/v1/search/suggest?q=${encodeURIComponent('Bär')}&lang=de&userId=native-reader`;
    const list = (await expectSuccess(await server.call(path), SuggestionListBodySchema))
      .suggestionList;
    expect(list[0]?.keyword).toBe('Bär');
  });
});

describe('French and Italian search', () => {
  it("an elided article (l’amour, l'amour, l'amore, dell'amore) finds what amour and amore find", async () => {
    // French and Italian write the article joined to the noun; all four find nothing.
    const problems = await misses([
      ['fr', 'l’amour', 'amour'],
      ['fr', "l'amour", 'amour'],
      ['it', "l'amore", 'amore'],
      ['it', "dell'amore", 'amore'],
    ]);
    expect(problems).toEqual([]);
  });

  it('œ typed as oe (coeur, oeil, oeuf) finds what cœur, œil, œuf find', async () => {
    // Keyboards have no œ key: coeur found 14 of the 103 hearts, oeil 5 of 32 eyes, oeuf none.
    const problems = await misses([
      ['fr', 'coeur', 'cœur'],
      ['fr', 'oeil', 'œil'],
      ['fr', 'oeuf', 'œuf'],
    ]);
    expect(problems).toEqual([]);
  });

  it('plurals (gatti, gattini, fiori, chevaux) find what their singular finds', async () => {
    // gatti found 3 of the 36 cats, gattini (kittens) was “corrected” to pattini (roller skates),
    // chevaux found 2 of the 12 horses.
    const problems = await misses([
      ['it', 'gatti', 'gatto'],
      ['it', 'gattini', 'gattino'],
      ['it', 'fiori', 'fiore'],
      ['fr', 'chevaux', 'cheval'],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('Polish and Russian search', () => {
  it('ł typed as l (zolw, lza, milosc) finds what żółw, łza, miłość find', async () => {
    // Polish readers often type without diacritics; ż, ó, ś, ć fold away but ł does not: zolw and
    // lza find nothing and milosc only as a typo of miłość.
    const problems = await misses([
      ['pl', 'zolw', 'żółw'],
      ['pl', 'lza', 'łza'],
      ['pl', 'milosc', 'miłość'],
    ]);
    expect(problems).toEqual([]);
  });

  it('plural and case forms (koty, psy, ptaki, kaczki, коты, кошки, собаки, котов, медведи) find what kot, pies, ptak, kaczka, кот, кошка, собака, медведь find', async () => {
    // koty and коты find nothing, котов (of the cats) is “corrected” to коров (cows), and
    // медведи (bears) finds Serbian медведић (teddy bears) only.
    const problems = await misses([
      ['pl', 'koty', 'kot'],
      ['pl', 'psy', 'pies'],
      ['pl', 'ptaki', 'ptak'],
      ['pl', 'kaczki', 'kaczka'],
      ['ru', 'коты', 'кот'],
      ['ru', 'котов', 'кот'],
      ['ru', 'кошки', 'кошка'],
      ['ru', 'собаки', 'собака'],
      ['ru', 'медведи', 'медведь'],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('Vietnamese search', () => {
  it('words typed without their diacritics (trai tim, tinh yeu, sinh nhat, gau) find what trái tim, tình yêu, sinh nhật, gấu find', async () => {
    // Vietnamese is very often typed without marks; these find nothing, or (gau) Romanian gaură
    // (a hole) and French “bulle de parole gauche”.
    const problems = await misses([
      ['vi', 'trai tim', 'trái tim'],
      ['vi', 'tinh yeu', 'tình yêu'],
      ['vi', 'sinh nhat', 'sinh nhật'],
      ['vi', 'hoa hong', 'hoa hồng'],
      ['vi', 'gau', 'gấu'],
    ]);
    expect(problems).toEqual([]);
  });
});
