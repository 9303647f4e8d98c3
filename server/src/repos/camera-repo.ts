import type Database from 'better-sqlite3';
import type { Paging } from '../http/page-map';
import type { StickerRow } from './catalogue-repo';
import { readPage } from './paged';
import { COVER_JOIN, PACKAGE_COLUMNS, type PackageRow } from './package-row';

export const FREQUENT_LIMIT = 100;
export const REACTION_LIMIT = 1000;

export interface RankingFilter {
  /** UTC day ('YYYY-MM-DD'): events of that day and later count. '' counts all time. */
  sinceDay: string;
  category: string | null;
  animated: number | null;
  country: string | null;
  /** Lower-cased search text. */
  search: string | null;
}

export type RankedRow = PackageRow & { on_off: string; created_at: string; total_count: number };
type Page = { limit: number; offset: number };

// Counters kept by migration 5's triggers: a period sums one row a pack and day, all time reads
// the '' row, so the cost follows the catalogue and the period, not the number of events.
const rankingFrom = `
  FROM packages p ${COVER_JOIN}
  LEFT JOIN (
    SELECT package_id, SUM(events) AS events FROM ranking_counts
    WHERE CASE WHEN @sinceDay = '' THEN day = '' ELSE day >= @sinceDay END
    GROUP BY package_id) r ON r.package_id = p.package_id
  WHERE (@animated IS NULL OR p.animated = @animated)
    AND (@category IS NULL OR p.package_id IN (
      SELECT package_id FROM package_categories WHERE category = @category COLLATE NOCASE))
    AND (@country IS NULL OR p.language_code = @country COLLATE NOCASE
      OR p.country_code = @country COLLATE NOCASE)
    AND (@search IS NULL OR instr(casefold(p.name), @search) > 0
      OR instr(casefold(p.keywords), @search) > 0 OR instr(casefold(p.artist_name), @search) > 0)`;
// casefold() is registered by createRepos: lower() and NOCASE fold ASCII only.

/** Camera group: package ranking (C1), usage (C5), frequently used (C3), reactions (C4). */
export function createCameraRepo(db: Database.Database) {
  const rankingPage = db.prepare<RankingFilter & Page, RankedRow>(
    `SELECT ${PACKAGE_COLUMNS}, p.on_off, p.created_at, COUNT(*) OVER () AS total_count
     ${rankingFrom}
     ORDER BY COALESCE(r.events, 0) DESC, p.ranking_order, p.package_id
     LIMIT @limit OFFSET @offset`,
  );
  const rankingCount = db.prepare<RankingFilter, { total_count: number }>(
    `SELECT COUNT(*) AS total_count ${rankingFrom}`,
  );
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
    ranking: (filter: RankingFilter, paging: Paging) =>
      readPage(rankingPage, rankingCount, filter, paging),
    recordUsage: (userId: string, stickerId: number, at: string) =>
      void insertUsage.run({ userId, stickerId, at, minute: at.slice(0, 16) }),
    frequent: (userId: string) => frequent.all(userId, FREQUENT_LIMIT),
    reactions: () => reactions.all(REACTION_LIMIT),
  };
}

export type CameraRepo = ReturnType<typeof createCameraRepo>;
