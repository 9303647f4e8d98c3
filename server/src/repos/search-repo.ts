import type Database from 'better-sqlite3';
import { Lru } from './lru';
import { syncSearchProjection } from './search-projection';
import { PREFIX_COUNT, PREFIX_PAGE, SUBSTRING_COUNT, SUBSTRING_PAGE } from './search-sql';

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
  p1: string;
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
    p1: String.fromCodePoint(fq.codePointAt(0) ?? 0),
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
 * locale. Tags under three characters match keywords by prefix (exact first) through the
 * sticker_search projection; longer ones match any substring (exact and prefix included)
 * through the trigram index. Answers are cached: the catalogue does not change while the service
 * runs, and a short tag can match thousands of stickers.
 */
export function createSearchRepo(db: Database.Database) {
  syncSearchProjection(db);
  type Page = SearchParams & { limit: number; offset: number; total?: number };
  const prefixPage = db.prepare<[Page], SearchRow>(PREFIX_PAGE);
  const prefixCount = db.prepare<[SearchParams], { total_count: number }>(PREFIX_COUNT);
  const substringPage = db.prepare<[Page], SearchRow>(SUBSTRING_PAGE);
  const substringCount = db.prepare<[SearchParams], { total_count: number }>(SUBSTRING_COUNT);
  const cache = new Lru<string, SearchResult>(2000);

  function run(query: SearchQuery, limit: number, offset: number): SearchResult {
    const params = paramsOf(query);
    if (params.len < 3) {
      const total = prefixCount.get(params)?.total_count ?? 0;
      const rows = total > offset ? prefixPage.all({ ...params, total, limit, offset }) : [];
      return { rows, total };
    }
    const rows = substringPage.all({ ...params, limit, offset });
    const first = rows[0];
    if (first) return { rows, total: first.total_count };
    return { rows, total: offset === 0 ? 0 : (substringCount.get(params)?.total_count ?? 0) };
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
