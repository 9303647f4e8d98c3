import type Database from 'better-sqlite3';
import type { Paging } from '../http/page-map';
import { readPage } from './paged';
import {
  COVER_JOIN,
  PACKAGE_COLUMNS,
  USER_FLAG_COLUMNS,
  type PackageRow,
  type UserFlagsRow,
} from './package-row';
import type { UserFlags } from './user-flags';

type WishRow = PackageRow & UserFlagsRow & { total_count: number };
type User = { userId: string };

/** The wish list (M10) and its toggle (M11). */
export function createWishRepo(db: Database.Database, userFlags: UserFlags) {
  const remove = db.prepare('DELETE FROM wishes WHERE user_id = ? AND package_id = ?');
  const insert = db.prepare('INSERT INTO wishes VALUES (?, ?, ?)');
  const from = `FROM wishes wl JOIN packages p ON p.package_id = wl.package_id ${COVER_JOIN}
    WHERE wl.user_id = @userId`;
  const page = db.prepare<User & { limit: number; offset: number }, WishRow>(
    `SELECT ${PACKAGE_COLUMNS}, ${USER_FLAG_COLUMNS}, COUNT(*) OVER () AS total_count
     ${from} ORDER BY wl.created_at DESC, wl.package_id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<User, { total_count: number }>(`SELECT COUNT(*) AS total_count ${from}`);

  const toggleRow = db.transaction((userId: string, packageId: number, at: string): boolean => {
    if (remove.run(userId, packageId).changes > 0) return false;
    insert.run(userId, packageId, at);
    return true;
  });

  return {
    /** Removes the pack when wished, else adds it; answers whether it is wished now. */
    toggle(userId: string, packageId: number, at: string): boolean {
      const wished = toggleRow(userId, packageId, at);
      userFlags.wished(userId, packageId, wished);
      return wished;
    },
    wishes: (userId: string, paging: Paging) => readPage(page, count, { userId }, paging),
  };
}

export type WishRepo = ReturnType<typeof createWishRepo>;
