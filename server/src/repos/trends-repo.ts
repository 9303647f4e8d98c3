import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tables } from '../db/schema';

const DAY_MS = 86_400_000;
/** The sliding window trending terms are counted over. */
export const TREND_WINDOW_DAYS = 7;
export const TRENDING_LIMIT = 10;
/** A term shows only once this many different users searched it: no one's search is shown alone. */
export const MIN_SEARCHERS = 3;

const windowStart = (at: string) =>
  new Date(Date.parse(at) - TREND_WINDOW_DAYS * DAY_MS).toISOString();

/**
 * Counts a committed search (M1 that found stickers) for trending terms: one row a language,
 * term and user, so one user's repeats count once. Rows of the term gone out of the window are
 * dropped on the way, which keeps the table to terms searched lately.
 */
export async function recordTrend(
  trx: Kysely<Tables>,
  search: { userId: string; lang: string; term: string; at: string },
): Promise<void> {
  const term = search.term.toLowerCase();
  await trx
    .deleteFrom('search_trends')
    .where('lang', '=', search.lang)
    .where('term', '=', term)
    .where('searched_at', '<', windowStart(search.at))
    .execute();
  await trx
    .insertInto('search_trends')
    .values({
      lang: search.lang,
      term,
      user_id: search.userId,
      keyword: search.term,
      searched_at: search.at,
    })
    .onConflict((oc) =>
      oc.columns(['lang', 'term', 'user_id']).doUpdateSet({
        keyword: (eb) => eb.ref('excluded.keyword'),
        searched_at: (eb) => eb.ref('excluded.searched_at'),
      }),
    )
    .execute();
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
