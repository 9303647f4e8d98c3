import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '../db/schema';
import { ownsPack, wishesPack } from './package-row';

/** Bits of the flags M3 answers with. */
export const FLAG_DOWNLOAD = 1;
export const FLAG_WISH = 2;
export const FLAG_HIDDEN = 4;

const hidesPack = (userId: RawBuilder<unknown>, packageId: RawBuilder<unknown>) => sql<boolean>`
  EXISTS (SELECT 1 FROM user_packages uh WHERE uh.user_id = ${userId}
    AND uh.package_id = ${packageId} AND uh.hidden = 1)`;

/**
 * FLAG_DOWNLOAD (owned, hidden or not) | FLAG_WISH | FLAG_HIDDEN of `packageId` for `userId`
 * (SQL columns).
 */
export const flagBits = (
  userId: RawBuilder<unknown>,
  packageId: RawBuilder<unknown>,
) => sql<number>`
  CASE WHEN ${ownsPack(userId, packageId)} THEN ${sql.lit(FLAG_DOWNLOAD)} ELSE 0 END
  + CASE WHEN ${wishesPack(userId, packageId)} THEN ${sql.lit(FLAG_WISH)} ELSE 0 END
  + CASE WHEN ${hidesPack(userId, packageId)} THEN ${sql.lit(FLAG_HIDDEN)} ELSE 0 END`;

/** The user's flags for the pack, recording nothing (M3 asked with HEAD). */
export async function readFlags(
  db: Kysely<Tables>,
  userId: string,
  packageId: number,
): Promise<number> {
  const { rows } = await sql<{ flags: number }>`
    SELECT ${flagBits(sql.val(userId), sql.val(packageId))} AS flags`.execute(db);
  return rows[0]?.flags ?? 0;
}

/**
 * Records a view of the pack (M5's list, M6/M7's isView) and answers the user's flags for it, in
 * one statement: committed before M3 answers, read in the same snapshot, one round trip.
 */
export async function recordViewWithFlags(
  db: Kysely<Tables>,
  userId: string,
  packageId: number,
  at: string,
): Promise<number> {
  const { rows } = await sql<{ flags: number }>`
    INSERT INTO package_views (user_id, package_id, viewed_at) VALUES (${userId}, ${packageId}, ${at})
    ON CONFLICT (user_id, package_id) DO UPDATE SET viewed_at = excluded.viewed_at
    RETURNING ${flagBits(sql.ref('package_views.user_id'), sql.ref('package_views.package_id'))}
      AS flags`.execute(db);
  return rows[0]?.flags ?? 0;
}
