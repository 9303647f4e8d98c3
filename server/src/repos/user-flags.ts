import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/** Bits of flags(). */
export const FLAG_DOWNLOAD = 1;
export const FLAG_WISH = 2;

/**
 * isDownload and isWish of one pack for one user (M3), read from the database on every request:
 * another service process may have written them a moment ago.
 */
export function createUserFlags(db: Kysely<Tables>) {
  return {
    /** FLAG_DOWNLOAD (owned, hidden or not) | FLAG_WISH; one statement, so one snapshot. */
    async flags(userId: string, packageId: number): Promise<number> {
      const { rows } = await sql<{ flags: number }>`SELECT
          CASE WHEN EXISTS (SELECT 1 FROM user_packages WHERE user_id = ${userId}
            AND package_id = ${packageId}) THEN ${sql.lit(FLAG_DOWNLOAD)} ELSE 0 END
        + CASE WHEN EXISTS (SELECT 1 FROM wishes WHERE user_id = ${userId}
            AND package_id = ${packageId}) THEN ${sql.lit(FLAG_WISH)} ELSE 0 END AS flags`.execute(
        db,
      );
      return rows[0]?.flags ?? 0;
    },
  };
}

export type UserFlags = ReturnType<typeof createUserFlags>;
