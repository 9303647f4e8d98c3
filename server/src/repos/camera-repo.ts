import type Database from 'better-sqlite3';
import type { Paging } from '../http/page-map';
import type { StickerRow } from './catalogue-repo';
import { readPage } from './paged';
import { COVER_JOIN, PACKAGE_COLUMNS, type PackageRow } from './package-row';

export const FREQUENT_LIMIT = 100;
export const REACTION_LIMIT = 1000;

export interface RankingFilter {
  /** ISO timestamp; events before it do not count. '' counts all time. */
  since: string;
  category: string | null;
  animated: number | null;
  country: string | null;
  /** Lower-cased search text. */
  search: string | null;
}

export type RankedRow = PackageRow & { on_off: string; created_at: string; total_count: number };
type Page = { limit: number; offset: number };

const rankingFrom = `
  FROM packages p ${COVER_JOIN}
  LEFT JOIN (
    SELECT package_id, COUNT(*) AS events FROM (
      SELECT s.package_id FROM sticker_usage su JOIN stickers s ON s.sticker_id = su.sticker_id
      WHERE su.used_at >= @since
      UNION ALL
      SELECT package_id FROM downloads WHERE created_at >= @since)
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
  const insertUsage = db.prepare(
    'INSERT INTO sticker_usage (user_id, sticker_id, used_at) VALUES (?, ?, ?)',
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
      void insertUsage.run(userId, stickerId, at),
    frequent: (userId: string) => frequent.all(userId, FREQUENT_LIMIT),
    reactions: () => reactions.all(REACTION_LIMIT),
  };
}

export type CameraRepo = ReturnType<typeof createCameraRepo>;
