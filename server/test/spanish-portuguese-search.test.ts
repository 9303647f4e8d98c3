import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/catalogue';
import { SEED_TIMEOUT_MS } from '../src/catalogue/test-database';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { searchPages } from './search-pages';

// Readers of Spanish (lang=es) and Brazilian Portuguese (lang=pt) over the real catalogue, whose
// keywords are CLDR's: corazón, flor, árbol; coração, cão, leão, animal.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedCatalogue });
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const { page: searchPage, found } = searchPages(() => server, 'iberian-reader');

describe('Spanish and Portuguese search', () => {
  it('a plural in -es, -ões, -ães or -ais (corazones, corações, cães, leões, animais) finds what its singular finds', async () => {
    // gatos finds gato (docs/service.md), but the plurals these languages form otherwise find a
    // few keywords spelled so, nothing (cães, árboles), or another language's word: leões is
    // corrected to Romanian leneș and shows sloths, peces finds Czech péče (nail polish, plants).
    const pairs = [
      ['es', 'corazones', 'corazón'],
      ['es', 'flores', 'flor'],
      ['es', 'árboles', 'árbol'],
      ['es', 'peces', 'pez'],
      ['pt', 'corações', 'coração'],
      ['pt', 'cães', 'cão'],
      ['pt', 'leões', 'leão'],
      ['pt', 'animais', 'animal'],
    ] as const;
    const missed: string[] = [];
    for (const [lang, plural, singular] of pairs) {
      const expected = await found(singular, lang);
      expect(expected.length, singular).toBeGreaterThan(0);
      const got = new Set(await found(plural, lang));
      const lost = expected.filter((id) => !got.has(id)).length;
      if (lost > 0) missed.push(`${plural} misses ${lost} of the ${expected.length} ${singular}`);
    }
    expect(missed).toEqual([]);
  });

  it('a corrected typo is shown with its accents: corazom → corazón, pinguno → pingüino', async () => {
    // The app says “Mostrando resultados para corazon” and records corazon as a recent search:
    // the word the reader meant, spelled without its accent.
    expect((await searchPage('corazom', 'es')).correctedQuery).toBe('corazón');
    expect((await searchPage('pinguno', 'es')).correctedQuery).toBe('pingüino');
  });
});
