import type { Database } from '../src/db/database';
import { readKeywordTable, readSearchStickers } from '../src/repos/search-table';
import { performance } from 'node:perf_hooks';
import { buildCatalogueIndex } from '../src/search/catalogue-index';
import { findStickers } from '../src/search/find';
import { buildSuggester } from '../src/search/suggest';
import { summarize } from './measure';

const RUNS = 5;

/**
 * Each query's search work without HTTP or the answer cache: the fastest of a few runs, which
 * on a shared machine is the closest to its cost when nothing else competes for the CPU.
 */
export async function searchWorkTimes(
  database: Database,
  queries: readonly { q: string; lang: string }[],
  suggestions: readonly { q: string; lang: string }[] = [],
) {
  const table = await readKeywordTable(database);
  const index = buildCatalogueIndex(await readSearchStickers(database.kysely), table);
  const suggester = buildSuggester(index, table);
  const fastestOf = (work: (q: string, lang: string) => unknown) =>
    function time({ q, lang }: { q: string; lang: string }) {
      let fastest = Infinity;
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        work(q, lang);
        fastest = Math.min(fastest, performance.now() - start);
      }
      return fastest;
    };
  return {
    search: summarize(
      queries.map(fastestOf((q, lang) => findStickers(index, q, { lang, country: 'US' }))),
    ),
    suggest: summarize(suggestions.map(fastestOf((q, lang) => suggester.suggest(q, lang)))),
  };
}
