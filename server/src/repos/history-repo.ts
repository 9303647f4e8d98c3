import type Database from 'better-sqlite3';
import type { Paging } from '../http/page-map';
import type { DeferredWrites } from './deferred-writes';
import { readPage } from './paged';
import {
  COVER_JOIN,
  PACKAGE_COLUMNS,
  USER_FLAG_COLUMNS,
  type PackageRow,
  type UserFlagsRow,
} from './package-row';

export const RECENT_SEARCH_LIMIT = 12;

interface SentRow {
  sticker_id: number;
  package_id: number;
  image_key: string;
  animation: string | null;
  total_count: number;
}
type ViewedRow = PackageRow & UserFlagsRow & { total_count: number };
type User = { userId: string };

/**
 * Per-user trails: recent search tags (M2), viewed packs (M5), sent stickers (M4). Views are
 * recorded by a read (M3), so they go through the deferred writes.
 */
export function createHistoryRepo(db: Database.Database, deferred: DeferredWrites) {
  const tags = db
    .prepare<[string, number], string>(
      `SELECT keyword FROM recent_searches WHERE user_id = ?
       ORDER BY searched_at DESC, keyword LIMIT ?`,
    )
    .pluck();
  // Tags differing only in case are one tag: the latest spelling replaces the older one.
  const deleteVariants = db.prepare(
    'DELETE FROM recent_searches WHERE user_id = ? AND casefold(keyword) = ? AND keyword <> ?',
  );
  const upsertTag = db.prepare(
    `INSERT INTO recent_searches VALUES (?, ?, ?)
     ON CONFLICT (user_id, keyword) DO UPDATE SET searched_at = excluded.searched_at`,
  );
  const pruneTags = db.prepare<{ userId: string; keep: number }>(
    `DELETE FROM recent_searches WHERE user_id = @userId AND keyword NOT IN (
       SELECT keyword FROM recent_searches WHERE user_id = @userId
       ORDER BY searched_at DESC, keyword LIMIT @keep)`,
  );

  const upsertView = db.prepare(
    `INSERT INTO package_views VALUES (?, ?, ?)
     ON CONFLICT (user_id, package_id) DO UPDATE SET viewed_at = excluded.viewed_at`,
  );
  const markViewed = db.prepare(
    `UPDATE user_packages SET is_view = 1 WHERE user_id = ? AND package_id = ? AND is_view = 0`,
  );
  const viewedFrom = `FROM package_views v JOIN packages p ON p.package_id = v.package_id
    ${COVER_JOIN} WHERE v.user_id = @userId`;
  const viewedPage = db.prepare<User & { limit: number; offset: number }, ViewedRow>(
    `SELECT ${PACKAGE_COLUMNS}, ${USER_FLAG_COLUMNS}, COUNT(*) OVER () AS total_count
     ${viewedFrom} ORDER BY v.viewed_at DESC, v.package_id DESC LIMIT @limit OFFSET @offset`,
  );
  const viewedCount = db.prepare<User, { total_count: number }>(
    `SELECT COUNT(*) AS total_count ${viewedFrom}`,
  );

  const insertSend = db.prepare(
    'INSERT INTO sticker_sends (user_id, sticker_id, sent_at) VALUES (?, ?, ?)',
  );
  // One item a sticker, at its latest send.
  const sentFrom = `FROM (SELECT sticker_id, MAX(id) AS last FROM sticker_sends
    WHERE user_id = @userId GROUP BY sticker_id) t JOIN stickers s ON s.sticker_id = t.sticker_id`;
  const sentPage = db.prepare<User & { limit: number; offset: number }, SentRow>(
    `SELECT s.sticker_id, s.package_id, s.image_key, s.animation, COUNT(*) OVER () AS total_count
     ${sentFrom} ORDER BY t.last DESC LIMIT @limit OFFSET @offset`,
  );
  const sentCount = db.prepare<User, { total_count: number }>(
    `SELECT COUNT(*) AS total_count ${sentFrom}`,
  );

  // Committed before M1 answers: a tag the client was shown in M2 must survive a crash.
  const recordSearch = db.transaction((userId: string, keyword: string, at: string) => {
    deleteVariants.run(userId, keyword.toLowerCase(), keyword);
    upsertTag.run(userId, keyword, at);
    pruneTags.run({ userId, keep: RECENT_SEARCH_LIMIT });
  });
  const forgetTag = db.prepare(
    'DELETE FROM recent_searches WHERE user_id = ? AND casefold(keyword) = ?',
  );

  // Takes the Date: formatting waits for the write, which coalesces repeated views.
  function recordView(userId: string, packageId: number, at: Date): void {
    deferred.defer(`view\0${userId}\0${packageId}`, () => {
      upsertView.run(userId, packageId, at.toISOString());
      markViewed.run(userId, packageId);
    });
  }

  return {
    recordSearch,
    /** Removes a tag, in any case, from the user's recent searches. */
    forgetSearch: (userId: string, keyword: string) =>
      void forgetTag.run(userId, keyword.toLowerCase()),
    recentSearches: (userId: string) => tags.all(userId, RECENT_SEARCH_LIMIT),
    recordView,
    viewed: (userId: string, paging: Paging) => {
      deferred.flush();
      return readPage(viewedPage, viewedCount, { userId }, paging);
    },
    recordSend: (userId: string, stickerId: number, at: string) =>
      void insertSend.run(userId, stickerId, at),
    sent: (userId: string, paging: Paging) => readPage(sentPage, sentCount, { userId }, paging),
  };
}

export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
