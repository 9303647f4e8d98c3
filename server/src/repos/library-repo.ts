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
import type { UserFlags } from './user-flags';

type OwnedRow = PackageRow &
  UserFlagsRow & { is_view: number; position: number; total_count: number };
type DownloadRow = PackageRow & UserFlagsRow & { total_count: number };
type Owned = { userId: string; hidden: number };
type Page = { limit: number; offset: number };

export interface Acquisition {
  userId: string;
  packageId: number;
  isPurchase: boolean;
  price: number;
  at: string;
}

/** The user's packs (M6/M7, hide toggle M8) and their download history (M9). */
export function createLibraryRepo(
  db: Database.Database,
  deferred: DeferredWrites,
  userFlags: UserFlags,
) {
  const ownedFrom = `FROM user_packages u JOIN packages p ON p.package_id = u.package_id
    ${COVER_JOIN} WHERE u.user_id = @userId AND u.hidden = @hidden`;
  const ownedPage = db.prepare<Owned & Page, OwnedRow>(
    `SELECT ${PACKAGE_COLUMNS}, ${USER_FLAG_COLUMNS}, u.is_view, u.position,
       COUNT(*) OVER () AS total_count
     ${ownedFrom} ORDER BY u.position, u.package_id LIMIT @limit OFFSET @offset`,
  );
  const ownedCount = db.prepare<Owned, { total_count: number }>(
    `SELECT COUNT(*) AS total_count ${ownedFrom}`,
  );
  const ownership = db.prepare<[string, number], { hidden: number; is_purchase: number }>(
    'SELECT hidden, is_purchase FROM user_packages WHERE user_id = ? AND package_id = ?',
  );
  const setHidden = db.prepare(
    'UPDATE user_packages SET hidden = ? WHERE user_id = ? AND package_id = ?',
  );
  const upsertOwned = db.prepare<Acquisition & { purchase: number }>(
    `INSERT INTO user_packages (user_id, package_id, position, hidden, is_purchase, added_at)
     VALUES (@userId, @packageId,
       (SELECT COALESCE(MAX(position), 0) + 1 FROM user_packages WHERE user_id = @userId),
       0, @purchase, @at)
     ON CONFLICT (user_id, package_id) DO UPDATE
       SET hidden = 0, is_purchase = MAX(is_purchase, excluded.is_purchase)`,
  );
  const insertDownload = db.prepare<Acquisition & { purchase: number }>(
    `INSERT INTO downloads (user_id, package_id, is_purchase, price, created_at)
     VALUES (@userId, @packageId, @purchase, @price, @at)`,
  );
  // One item a pack, at its latest download.
  const downloadsFrom = `FROM (SELECT package_id, MAX(id) AS last FROM downloads
    WHERE user_id = @userId GROUP BY package_id) d
    JOIN packages p ON p.package_id = d.package_id ${COVER_JOIN}`;
  const downloadsPage = db.prepare<{ userId: string } & Page, DownloadRow>(
    `SELECT ${PACKAGE_COLUMNS}, ${USER_FLAG_COLUMNS}, COUNT(*) OVER () AS total_count
     ${downloadsFrom} ORDER BY d.last DESC LIMIT @limit OFFSET @offset`,
  );
  const downloadsCount = db.prepare<{ userId: string }, { total_count: number }>(
    `SELECT COUNT(*) AS total_count ${downloadsFrom}`,
  );

  // A repeated free download moves the user's latest download of the pack to the top of M9
  // (a new id) without adding a row: C1 counts inserted rows only (migration 6).
  const renewDownload = db.prepare<Acquisition>(
    `UPDATE downloads SET id = (SELECT MAX(id) + 1 FROM downloads), created_at = @at
     WHERE id = (SELECT MAX(id) FROM downloads WHERE user_id = @userId AND package_id = @packageId)`,
  );

  const acquireRows = db.transaction((acquisition: Acquisition) => {
    const row = { ...acquisition, purchase: acquisition.isPurchase ? 1 : 0 };
    const repeat = !acquisition.isPurchase && ownership.get(row.userId, row.packageId);
    upsertOwned.run(row);
    if (!repeat || renewDownload.run(acquisition).changes === 0) insertDownload.run(row);
  });

  /**
   * Adds the pack at the end of the user's order (or un-hides it) and logs the download, unless
   * it is a free download of a pack the user already has.
   */
  function acquire(acquisition: Acquisition): void {
    acquireRows(acquisition);
    userFlags.owned(acquisition.userId, acquisition.packageId);
  }

  return {
    owned: (userId: string, hidden: boolean, paging: Paging) => {
      deferred.flush(); // isView comes from recorded views
      return readPage(ownedPage, ownedCount, { userId, hidden: hidden ? 1 : 0 }, paging);
    },
    ownership: (userId: string, packageId: number) => ownership.get(userId, packageId),
    // Leaves userFlags as it is: a hidden pack still counts as downloaded.
    setHidden: (userId: string, packageId: number, hidden: boolean) =>
      void setHidden.run(hidden ? 1 : 0, userId, packageId),
    acquire,
    downloads: (userId: string, paging: Paging) =>
      readPage(downloadsPage, downloadsCount, { userId }, paging),
  };
}

export type LibraryRepo = ReturnType<typeof createLibraryRepo>;
