import type Database from 'better-sqlite3';
import { Lru } from './lru';
import { syncSearchProjection } from './search-projection';
import { PREFIX_ONE, PREFIX_TWO, rankedCount, rankedPage, SUBSTRING } from './search-sql';

export interface SearchRow {
  sticker_id: number;
  keyword: string;
  image_key: string;
  animation: string | null;
  package_id: number;
  package_name: string;
  total_count: number;
}

export interface SearchQuery {
  q: string;
  lang: string;
  country: string;
}

interface SearchParams {
  q: string;
  fq: string;
  qEnd: string;
  fqEnd: string;
  len: number;
  phrase: string;
  lang: string;
  langGlob: string;
  country: string;
}

export interface SearchResult {
  rows: SearchRow[];
  total: number;
}

const LAST_CHAR = '\u{10FFFF}';

function paramsOf({ q, lang, country }: SearchQuery): SearchParams {
  const fq = q.toLowerCase();
  return {
    q,
    fq,
    qEnd: q + LAST_CHAR,
    fqEnd: fq + LAST_CHAR,
    len: Array.from(q).length, // code points, as SQLite's substr counts
    phrase: `"${q.replaceAll('"', '""')}"`,
    lang,
    langGlob: `${lang}[-_]*`,
    country,
  };
}

/**
 * Keyword search shared by M1 and C2: one row a sticker with its best keyword, ranked by
 * locale. Tags under three characters go through the keyword index (exact or prefix); longer
 * ones through the trigram index (any substring). Answers are cached, because the catalogue
 * does not change while the service runs and a short tag can match thousands of stickers.
 */
export function createSearchRepo(db: Database.Database) {
  syncSearchProjection(db);
  const prepare = (hits: string) => ({
    page: db.prepare<[SearchParams & { limit: number; offset: number }], SearchRow>(
      rankedPage(hits),
    ),
    count: db.prepare<[SearchParams], { total_count: number }>(rankedCount(hits)),
  });
  const prefixOne = prepare(PREFIX_ONE);
  const prefixTwo = prepare(PREFIX_TWO);
  const substring = prepare(SUBSTRING);
  const cache = new Lru<string, SearchResult>(2000);

  function run(query: SearchQuery, limit: number, offset: number): SearchResult {
    const params = paramsOf(query);
    const { page, count } =
      params.len >= 3 ? substring : params.q === params.fq ? prefixOne : prefixTwo;
    const rows = page.all({ ...params, limit, offset });
    const first = rows[0];
    if (first) return { rows, total: first.total_count };
    return { rows, total: offset === 0 ? 0 : (count.get(params)?.total_count ?? 0) };
  }

  return {
    search(query: SearchQuery, limit: number, offset: number): SearchResult {
      const key = [query.q, query.lang, query.country, limit, offset].join('\u0000');
      let result = cache.get(key);
      if (!result) {
        result = run(query, limit, offset);
        cache.set(key, result);
      }
      return result;
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
