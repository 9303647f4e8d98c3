import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { StickerRow } from './catalogue-repo';
import { offsetOf, type Paging } from '../http/page-map';
import type { Page as ResultPage } from './paged';
import { createRankingWindows } from './ranking-windows';
import { COVER_JOIN, PACKAGE_COLUMNS, type PackageRow } from './package-row';

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
  /** Lower-cased search text. */
  search: string | null;
}

type Filter = Omit<RankingFilter, 'sinceDay'>;
export type RankedRow = PackageRow & { on_off: string; created_at: string };
type Page = { limit: number; offset: number };

const filtered = `
  WHERE (@animated IS NULL OR p.animated = @animated)
    AND (@category IS NULL OR p.package_id IN (
      SELECT package_id FROM package_categories WHERE category = @category COLLATE NOCASE))
    AND (@country IS NULL OR p.language_code = @country COLLATE NOCASE
      OR p.country_code = @country COLLATE NOCASE)
    AND (@search IS NULL OR instr(casefold(p.name), @search) > 0
      OR instr(casefold(p.keywords), @search) > 0 OR instr(casefold(p.artist_name), @search) > 0)`;
// casefold() is registered by createRepos: lower() and NOCASE fold ASCII only.

// The period's totals (migration 6) give one row a pack: the order is found on narrow rows, and
// only the page's packs are read in full.
const rankingPageSql = `
  SELECT ${PACKAGE_COLUMNS}, p.on_off, p.created_at
  FROM (SELECT p.package_id, COALESCE(t.events, 0) AS events, p.ranking_order
    FROM packages p
    LEFT JOIN ranking_totals t ON t.days = @days AND t.package_id = p.package_id
    ${filtered}
    ORDER BY events DESC, p.ranking_order, p.package_id LIMIT @limit OFFSET @offset) r
  JOIN packages p ON p.package_id = r.package_id ${COVER_JOIN}
  ORDER BY r.events DESC, r.ranking_order, r.package_id`;

/** Camera group: package ranking (C1), usage (C5), frequently used (C3), reactions (C4). */
export function createCameraRepo(db: Database.Database) {
  const windows = createRankingWindows(db);
  // A ranking page is reused for up to a second: C1 then costs one sort of the catalogue a second
  // per distinct page and filter, however many ask; events show in the ranking within a second.
  const recentRankings = new LRUCache<string, ResultPage<RankedRow>>({
    max: 1000,
    ttl: RANKING_REUSE_MS,
  });
  const rankingPage = db.prepare<Filter & Page, RankedRow>(rankingPageSql);
  const rankingCount = db
    .prepare<Omit<Filter, 'days'>, number>(`SELECT COUNT(*) FROM packages p ${filtered}`)
    .pluck();
  // At most one use a user, sticker and minute: repeats within the minute add nothing.
  const insertUsage = db.prepare<{ userId: string; stickerId: number; at: string; minute: string }>(
    `INSERT INTO sticker_usage (user_id, sticker_id, used_at)
     SELECT @userId, @stickerId, @at WHERE NOT EXISTS (
       SELECT 1 FROM sticker_usage
       WHERE user_id = @userId AND sticker_id = @stickerId AND used_at >= @minute)`,
  );
  const frequent = db.prepare<[string, number], StickerRow>(
    `SELECT s.sticker_id, s.package_id, s.image_key, s.animation
     FROM (SELECT sticker_id, COUNT(*) AS uses, MAX(id) AS last FROM sticker_usage
       WHERE user_id = ? GROUP BY sticker_id) u
     JOIN stickers s ON s.sticker_id = u.sticker_id
     ORDER BY u.uses DESC, u.last DESC LIMIT ?`,
  );
  const reactions = db.prepare<[number], StickerRow>(
    `SELECT sticker_id, package_id, image_key, animation FROM stickers
     WHERE is_reaction = 1 ORDER BY sticker_id LIMIT ?`,
  );

  return {
    ranking(filter: RankingFilter, paging: Paging): ResultPage<RankedRow> {
      const key = JSON.stringify([filter, paging.limit, paging.pageNumber]);
      let page = recentRankings.get(key);
      if (!page) {
        const { sinceDay, ...period } = filter;
        windows.moveTo(period.days, sinceDay);
        const { category, animated, country, search } = period;
        const rows = rankingPage.all({ ...period, limit: paging.limit, offset: offsetOf(paging) });
        const total = rankingCount.get({ category, animated, country, search }) ?? 0;
        page = { rows, total };
        recentRankings.set(key, page);
      }
      return page;
    },
    recordUsage: (userId: string, stickerId: number, at: string) =>
      void insertUsage.run({ userId, stickerId, at, minute: at.slice(0, 16) }),
    frequent: (userId: string) => frequent.all(userId, FREQUENT_LIMIT),
    reactions: () => reactions.all(REACTION_LIMIT),
  };
}

export type CameraRepo = ReturnType<typeof createCameraRepo>;
