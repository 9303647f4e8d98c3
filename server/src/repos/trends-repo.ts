import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { reusable } from '../db/reusable';
import type { Tables } from '../db/schema';
import { foldHanIn } from '../search/han-script';

const DAY_MS = 86_400_000;
/** The sliding window trending terms are counted over. */
export const TREND_WINDOW_DAYS = 7;
export const TRENDING_LIMIT = 10;
/** A term shows only once this many different users searched it: no one's search is shown alone. */
export const MIN_SEARCHERS = 3;

/** The form a search counts under: a word in either case, or Chinese script, is one term. */
export const trendTerm = (lang: string, searched: string) =>
  foldHanIn(lang, searched.toLowerCase());

const windowStart = (at: string) =>
  new Date(Date.parse(at) - TREND_WINDOW_DAYS * DAY_MS).toISOString();

export interface CommittedSearch {
  userId: string;
  lang: string;
  term: string;
  at: string;
}

/**
 * Counts a committed search (M1 that found stickers) for trending terms: one row a language,
 * term and user, so one user's repeats count once. Rows of the term gone out of the window are
 * dropped on the way, which keeps the table to terms searched lately. Both statements are
 * compiled once: they run on M1's path (see db/reusable.ts).
 */
export function createTrendRecorder(db: Kysely<Tables>) {
  const dropStale = reusable(db, (lang: string, term: string, since: string) =>
    db
      .deleteFrom('search_trends')
      .where('lang', '=', lang)
      .where('term', '=', term)
      .where('searched_at', '<', since),
  );
  const upsert = reusable(
    db,
    (lang: string, term: string, userId: string, keyword: string, at: string) =>
      db
        .insertInto('search_trends')
        .values({ lang, term, user_id: userId, keyword, searched_at: at })
        .onConflict((oc) =>
          oc.columns(['lang', 'term', 'user_id']).doUpdateSet({
            keyword: (eb) => eb.ref('excluded.keyword'),
            searched_at: (eb) => eb.ref('excluded.searched_at'),
          }),
        ),
  );
  return async (trx: Kysely<Tables>, search: CommittedSearch): Promise<void> => {
    const term = trendTerm(search.lang, search.term);
    await dropStale(trx, search.lang, term, windowStart(search.at));
    await upsert(trx, search.lang, term, search.userId, search.term, search.at);
  };
}

/** Trending search terms (extension). */
export function createTrendsRepo({ kysely: db }: Database) {
  return {
    /**
     * The terms most users of `lang` searched in the window before `at`, most first, each in
     * its latest spelling.
     */
    trending: async (lang: string, at: string) =>
      (
        await sql<{ keyword: string; users: number }>`SELECT
          (SELECT s.keyword FROM search_trends s WHERE s.lang = ${lang} AND s.term = top.term
            ORDER BY s.searched_at DESC, s.keyword LIMIT 1) AS keyword, top.users
          FROM (SELECT term, CAST(COUNT(*) AS INTEGER) AS users, MAX(searched_at) AS latest
            FROM search_trends WHERE lang = ${lang} AND searched_at >= ${windowStart(at)}
            AND searched_at <= ${at}
            GROUP BY term HAVING COUNT(*) >= ${MIN_SEARCHERS}
            ORDER BY users DESC, latest DESC, term LIMIT ${TRENDING_LIMIT}) top
          ORDER BY top.users DESC, top.latest DESC, top.term`.execute(db)
      ).rows,
  };
}

export type TrendsRepo = ReturnType<typeof createTrendsRepo>;
