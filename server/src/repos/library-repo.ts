import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { MAX_ROW_ID, type Tables } from '../db/schema';
import type { Paging } from '../http/page-map';
import { countRows, readPage } from './paged';
import { lockUserWrites } from './user-writes';
import {
  COVER_JOIN,
  PACKAGE_COLUMNS,
  TOTAL_COUNT,
  userFlagColumns,
  type PackageRow,
  type UserFlagsRow,
} from './package-row';

type OwnedRow = PackageRow &
  UserFlagsRow & { is_view: number; position: number; total_count: number };
type DownloadRow = PackageRow & UserFlagsRow & { total_count: number };

export interface Acquisition {
  userId: string;
  packageId: number;
  isPurchase: boolean;
  price: number;
  at: string;
}

/**
 * isView: the pack was viewed while the user owned it. The latest view of a pack is kept
 * (package_views), so a view at or after the pack was added counts; the seed sets is_view for
 * views older than that list.
 */
const IS_VIEW = sql`CASE WHEN u.is_view = 1 OR EXISTS (SELECT 1 FROM package_views v
  WHERE v.user_id = u.user_id AND v.package_id = u.package_id AND v.viewed_at >= u.added_at)
  THEN 1 ELSE 0 END AS is_view`;

/** The user's packs (M6/M7, hide toggle M8) and their download history (M9). */
export function createLibraryRepo({ kysely: db, engine }: Database) {
  // A repeated free download moves the user's latest download of the pack to the top of M9
  // (a new id) without adding a row: C1 counts inserted rows only. PostgreSQL's identity
  // sequence must hand out the id, or a later insert would collide with it.
  const nextDownloadId =
    engine === 'postgres'
      ? sql`nextval(pg_get_serial_sequence('downloads', 'id'))`
      : sql`(SELECT MAX(id) + 1 FROM downloads)`;

  const ownership = (trx: Kysely<Tables>, userId: string, packageId: number) =>
    trx
      .selectFrom('user_packages')
      .select(['hidden', 'is_purchase'])
      .where('user_id', '=', userId)
      .where('package_id', '=', packageId)
      .executeTakeFirst();

  /** Adds the pack at the end of the user's order; answers false when the user already had it. */
  const addPack = async (
    trx: Kysely<Tables>,
    { userId, packageId, at }: Acquisition,
    purchase: 0 | 1,
  ) =>
    (
      await sql`INSERT INTO user_packages (user_id, package_id, position, hidden, is_purchase, added_at)
        VALUES (${userId}, ${packageId},
          (SELECT COALESCE(MAX(position), 0) + 1 FROM user_packages WHERE user_id = ${userId}),
          0, ${purchase}, ${at})
        ON CONFLICT (user_id, package_id) DO NOTHING RETURNING package_id`.execute(trx)
    ).rows.length > 0;

  /**
   * Adds the pack at the end of the user's order (or un-hides it) and logs the download, unless
   * it is a free download of a pack the user already has. `trx` lets a gift confirmation do it
   * inside its own transaction.
   *
   * The user's writes wait for each other (lockUserWrites): of simultaneous first downloads, in
   * any processes, one adds the pack at the next position and logs it, the others find a repeat.
   */
  async function acquireIn(trx: Kysely<Tables>, acquisition: Acquisition): Promise<void> {
    const { userId, packageId, at, price } = acquisition;
    const purchase = acquisition.isPurchase ? 1 : 0;
    await lockUserWrites(engine, trx, userId);
    const added = await addPack(trx, acquisition, purchase);
    if (!added) {
      await sql`UPDATE user_packages SET hidden = 0,
          is_purchase = CASE WHEN ${purchase} > is_purchase THEN ${purchase} ELSE is_purchase END
        WHERE user_id = ${userId} AND package_id = ${packageId}`.execute(trx);
    }
    if (!added && !acquisition.isPurchase) {
      const renewed = await sql`UPDATE downloads SET id = ${nextDownloadId}, created_at = ${at}
        WHERE id = (SELECT MAX(id) FROM downloads
          WHERE user_id = ${userId} AND package_id = ${packageId})`.execute(trx);
      if (Number(renewed.numAffectedRows ?? 0) > 0) return;
    }
    await trx
      .insertInto('downloads')
      .values({
        user_id: userId,
        package_id: packageId,
        is_purchase: purchase,
        price,
        created_at: at,
      })
      .execute();
  }

  const owned = (userId: string, hidden: boolean) => {
    const from = sql`FROM user_packages u JOIN packages p ON p.package_id = u.package_id
      ${COVER_JOIN} WHERE u.user_id = ${userId} AND u.hidden = ${hidden ? 1 : 0}`;
    return {
      page: async ({ limit, offset }: { limit: number; offset: number }) =>
        (
          await sql<OwnedRow>`SELECT ${PACKAGE_COLUMNS}, ${userFlagColumns(userId)}, ${IS_VIEW},
            u.position, ${TOTAL_COUNT} ${from}
            ORDER BY u.position, u.package_id LIMIT ${limit} OFFSET ${offset}`.execute(db)
        ).rows,
      count: () => countRows(db, from),
    };
  };

  const downloads = (userId: string) => {
    // One item a pack, at its latest download.
    const from = sql`FROM (SELECT package_id, MAX(id) AS last FROM downloads
      WHERE user_id = ${userId} GROUP BY package_id) d
      JOIN packages p ON p.package_id = d.package_id ${COVER_JOIN}`;
    return {
      page: async ({ limit, offset }: { limit: number; offset: number }) =>
        (
          await sql<DownloadRow>`SELECT ${PACKAGE_COLUMNS}, ${userFlagColumns(userId)},
            ${TOTAL_COUNT} ${from} ORDER BY d.last DESC LIMIT ${limit} OFFSET ${offset}`.execute(db)
        ).rows,
      count: () => countRows(db, from),
    };
  };

  return {
    owned: (userId: string, hidden: boolean, paging: Paging) => {
      const query = owned(userId, hidden);
      return readPage(query.page, query.count, paging);
    },
    /**
     * M8: moves an owned pack between the visible and the hidden list in one statement, so
     * simultaneous toggles each apply. Answers whether it is hidden now, undefined when the
     * user does not have the pack.
     */
    toggleHidden: async (userId: string, packageId: number): Promise<boolean | undefined> => {
      if (packageId > MAX_ROW_ID) return undefined;
      const row = await db
        .updateTable('user_packages')
        .set({ hidden: sql<number>`1 - hidden` })
        .where('user_id', '=', userId)
        .where('package_id', '=', packageId)
        .returning('hidden')
        .executeTakeFirst();
      return row === undefined ? undefined : row.hidden === 1;
    },
    /**
     * A download or purchase; answers false, recording nothing, when it is a purchase of a pack
     * the user has already bought (decided after the user's other writes, never before them).
     */
    acquire: (acquisition: Acquisition): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const { userId, packageId, isPurchase } = acquisition;
        await lockUserWrites(engine, trx, userId);
        if (isPurchase && (await ownership(trx, userId, packageId))?.is_purchase) return false;
        await acquireIn(trx, acquisition);
        return true;
      }),
    acquireIn,
    downloads: (userId: string, paging: Paging) => {
      const query = downloads(userId);
      return readPage(query.page, query.count, paging);
    },
  };
}

export type LibraryRepo = ReturnType<typeof createLibraryRepo>;
