import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Paging } from '../http/page-map';
import { countRows, readPage } from './paged';
import {
  COVER_JOIN,
  PACKAGE_COLUMNS,
  TOTAL_COUNT,
  userFlagColumns,
  type PackageRow,
  type UserFlagsRow,
} from './package-row';

type WishRow = PackageRow & UserFlagsRow & { total_count: number };

/** The wish list (M10) and its toggle (M11). */
export function createWishRepo({ kysely: db }: Database) {
  return {
    /**
     * Removes the pack when wished, else adds it; answers whether it is wished now. Each attempt
     * is one statement that changes the state only from the state it found, so two toggles at
     * the same moment, from any processes, apply twice: one adds and the other removes.
     */
    toggle: async (userId: string, packageId: number, at: string): Promise<boolean> => {
      for (;;) {
        const added = await db
          .insertInto('wishes')
          .values({ user_id: userId, package_id: packageId, created_at: at })
          .onConflict((oc) => oc.doNothing())
          .returning('package_id')
          .executeTakeFirst();
        if (added) return true;
        const removed = await db
          .deleteFrom('wishes')
          .where('user_id', '=', userId)
          .where('package_id', '=', packageId)
          .returning('package_id')
          .executeTakeFirst();
        if (removed) return false;
        // Removed by another toggle between the two statements: this one adds it back.
      }
    },
    wishes: (userId: string, paging: Paging) => {
      const from = sql`FROM wishes wl JOIN packages p ON p.package_id = wl.package_id
        ${COVER_JOIN} WHERE wl.user_id = ${userId}`;
      return readPage(
        async ({ limit, offset }) =>
          (
            await sql<WishRow>`SELECT ${PACKAGE_COLUMNS}, ${userFlagColumns(userId)}, ${TOTAL_COUNT}
              ${from} ORDER BY wl.created_at DESC, wl.package_id DESC
              LIMIT ${limit} OFFSET ${offset}`.execute(db)
          ).rows,
        () => countRows(db, from),
        paging,
      );
    },
  };
}

export type WishRepo = ReturnType<typeof createWishRepo>;
