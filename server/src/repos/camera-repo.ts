import { sql, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import type { StickerRow } from './catalogue-repo';
import { offsetOf, type Paging } from '../http/page-map';
import type { Page as ResultPage } from './paged';
import { createRankingWindows } from './ranking-windows';
import { COVER_JOIN, PACKAGE_COLUMNS, type PackageRow } from './package-row';
import { lockUserWrites } from './user-writes';

export const FREQUENT_LIMIT = 100;
export const REACTION_LIMIT = 1000;
const RANKING_REUSE_MS = 1000;

export interface RankingFilter {
  /** The period in days (1, 7, 30), or 0 for all time. */
  days: number;
  /** UTC day ('YYYY-MM-DD') the period starts on; '' for all time. */
  sinceDay: string;
  category: string | null;
  animated: number | null;
  country: string | null;
  /** Search text, trimmed. */
  search: string | null;
}

/** The packs a search text finds (the search repo's packsMatching). */
export type PackMatcher = (text: string) => ReadonlySet<number>;

export type RankedRow = PackageRow & { on_off: string; created_at: string };

/** The filters that are set, as one WHERE clause over packages `p`. */
function filtered(
  { category, animated, country, search }: RankingFilter,
  matchPacks: PackMatcher,
): RawBuilder<unknown> {
  const terms: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (animated !== null) terms.push(sql`p.animated = ${animated}`);
  if (category !== null) {
    terms.push(sql`p.package_id IN (SELECT package_id FROM package_categories
      WHERE lower(category) = lower(${category}))`);
  }
  if (country !== null) {
    terms.push(sql`(lower(p.language_code) = lower(${country})
      OR lower(p.country_code) = lower(${country}))`);
  }
  if (search !== null) {
    // Integers from the catalogue's own ids, written into the statement: a list of thousands of
    // bound values would pass SQLite's and PostgreSQL's limits on parameters.
    const ids = [...matchPacks(search)].filter(Number.isSafeInteger);
    terms.push(ids.length > 0 ? sql`p.package_id IN (${sql.raw(ids.join(','))})` : sql`1 = 0`);
  }
  return sql`WHERE ${sql.join(terms, sql` AND `)}`;
}

/** Camera group: package ranking (C1), usage (C5), frequently used (C3), reactions (C4). */
export function createCameraRepo({ kysely: db, engine }: Database, matchPacks: PackMatcher) {
  const windows = createRankingWindows(db);
  // A ranking page is reused for up to a second: C1 then costs one sort of the catalogue a second
  // per distinct page and filter, however many ask; events show in the ranking within a second.
  const recentRankings = new LRUCache<string, ResultPage<RankedRow>>({
    max: 1000,
    ttl: RANKING_REUSE_MS,
  });

  // The period's totals give one row a pack: the order is found on narrow rows, and only the
  // page's packs are read in full.
  async function readRanking(filter: RankingFilter, paging: Paging) {
    await windows.moveTo(filter.days, filter.sinceDay);
    const where = filtered(filter, matchPacks);
    const { rows } = await sql<RankedRow>`
      SELECT ${PACKAGE_COLUMNS}, p.on_off, p.created_at
      FROM (SELECT p.package_id, COALESCE(t.events, 0) AS events, p.ranking_order
        FROM packages p
        LEFT JOIN ranking_totals t ON t.days = ${filter.days} AND t.package_id = p.package_id
        ${where}
        ORDER BY events DESC, p.ranking_order, p.package_id
        LIMIT ${paging.limit} OFFSET ${offsetOf(paging)}) r
      JOIN packages p ON p.package_id = r.package_id ${COVER_JOIN}
      ORDER BY r.events DESC, r.ranking_order, r.package_id`.execute(db);
    const counted = await sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
      FROM packages p ${where}`.execute(db);
    return { rows, total: counted.rows[0]?.n ?? 0 };
  }

  return {
    async ranking(filter: RankingFilter, paging: Paging): Promise<ResultPage<RankedRow>> {
      const key = JSON.stringify([filter, paging.limit, paging.pageNumber]);
      let page = recentRankings.get(key);
      if (!page) {
        page = await readRanking(filter, paging);
        recentRankings.set(key, page);
      }
      return page;
    },
    // At most one use a user, sticker and minute: repeats within the minute add nothing.
    /** C5: a use counts once a minute, also when the same use arrives at several processes. */
    recordUsage: (userId: string, stickerId: number, at: string) =>
      db.transaction().execute(async (trx) => {
        await lockUserWrites(engine, trx, userId);
        await sql`INSERT INTO sticker_usage (user_id, sticker_id, used_at)
          SELECT CAST(${userId} AS TEXT), CAST(${stickerId} AS INTEGER), CAST(${at} AS TEXT)
          WHERE NOT EXISTS (SELECT 1 FROM sticker_usage WHERE user_id = ${userId}
            AND sticker_id = ${stickerId} AND used_at >= ${at.slice(0, 16)})`.execute(trx);
        // A use repeated within the minute counts once, but is the sticker's latest use: C3
        // puts the one used last first among stickers used as often.
        await sql`UPDATE sticker_usage SET used_at = ${at} WHERE user_id = ${userId}
          AND sticker_id = ${stickerId} AND used_at >= ${at.slice(0, 16)}
          AND used_at < ${at}`.execute(trx);
      }),
    frequent: async (userId: string) =>
      (
        await sql<StickerRow>`SELECT s.sticker_id, s.package_id, s.image_key, s.animation
          FROM (SELECT sticker_id, COUNT(*) AS uses, MAX(used_at) AS last_used, MAX(id) AS last
            FROM sticker_usage WHERE user_id = ${userId} GROUP BY sticker_id) u
          JOIN stickers s ON s.sticker_id = u.sticker_id
          ORDER BY u.uses DESC, u.last_used DESC, u.last DESC LIMIT ${FREQUENT_LIMIT}`.execute(db)
      ).rows,
    reactions: () =>
      db
        .selectFrom('stickers')
        .select(['sticker_id', 'package_id', 'image_key', 'animation'])
        .where('is_reaction', '=', 1)
        .orderBy('sticker_id')
        .limit(REACTION_LIMIT)
        .execute(),
  };
}

export type CameraRepo = ReturnType<typeof createCameraRepo>;
