import type Database from 'better-sqlite3';

/** Bits of UserFlags.flags(). */
export const FLAG_DOWNLOAD = 1;
export const FLAG_WISH = 2;

/** Cache budget: one unit per user plus one per pack flagged for that user. */
export const USER_FLAGS_BUDGET = 50_000;

type PackBits = Map<number, number>;

/**
 * isDownload and isWish of every pack, per user, for the users seen lately (M3 reads them on
 * every request). Write-through, never time-based: each write to user_packages or wishes calls
 * owned()/wished() in the same code path, right after the write, so a cached user is never stale.
 * That holds only while this process is the database's only writer (see docs/service.md).
 *
 * Inside an open transaction the index neither trusts nor keeps what it reads or is told: the
 * transaction may still roll back, so writes there drop the user instead, and reads go to SQL.
 */
export function createUserFlags(db: Database.Database, budget = USER_FLAGS_BUDGET) {
  // One statement, so owned and wished come from the same snapshot.
  const load = db
    .prepare<[string, string], [number, number]>(
      `SELECT package_id, SUM(bit) FROM (
         SELECT package_id, ${FLAG_DOWNLOAD} AS bit FROM user_packages WHERE user_id = ?
         UNION ALL SELECT package_id, ${FLAG_WISH} FROM wishes WHERE user_id = ?)
       GROUP BY package_id`,
    )
    .raw();
  const one = db
    .prepare<[string, number, string, number], number>(
      `SELECT ${FLAG_DOWNLOAD} * EXISTS (SELECT 1 FROM user_packages WHERE user_id = ? AND package_id = ?)
         + ${FLAG_WISH} * EXISTS (SELECT 1 FROM wishes WHERE user_id = ? AND package_id = ?)`,
    )
    .pluck();

  // Map keeps insertion order: the first user is the least recently used.
  const users = new Map<string, PackBits>();
  let newest: string | undefined; // re-inserting it would change nothing
  let used = 0;
  const weightOf = (bits: PackBits) => 1 + bits.size;

  function evict(): void {
    for (const [userId, bits] of users) {
      if (used <= budget) return;
      users.delete(userId);
      used -= weightOf(bits);
    }
  }

  function cached(userId: string): PackBits | undefined {
    const bits = users.get(userId);
    if (bits !== undefined && userId !== newest) {
      users.delete(userId);
      users.set(userId, bits);
      newest = userId;
    }
    return bits;
  }

  function change(userId: string, packageId: number, bit: number, on: boolean): void {
    const bits = users.get(userId);
    if (bits === undefined) return;
    if (db.inTransaction) {
      forget(userId);
      return;
    }
    const before = bits.get(packageId) ?? 0;
    const after = on ? before | bit : before & ~bit;
    if (after === before) return;
    if (after === 0) {
      bits.delete(packageId);
      used -= 1;
    } else {
      if (before === 0) used += 1;
      bits.set(packageId, after);
    }
    evict();
  }

  function forget(userId: string): void {
    const bits = users.get(userId);
    if (bits === undefined) return;
    users.delete(userId);
    used -= weightOf(bits);
  }

  return {
    /** FLAG_DOWNLOAD (owned, hidden or not) | FLAG_WISH for one pack of one user. */
    flags(userId: string, packageId: number): number {
      let bits = cached(userId);
      if (bits === undefined) {
        if (db.inTransaction) return one.get(userId, packageId, userId, packageId) ?? 0;
        bits = new Map(load.all(userId, userId));
        users.set(userId, bits);
        newest = userId;
        used += weightOf(bits);
        evict();
      }
      return bits.get(packageId) ?? 0;
    },
    /** Call after adding the pack to the user's packs (a pack is never removed from them). */
    owned: (userId: string, packageId: number) => change(userId, packageId, FLAG_DOWNLOAD, true),
    /** Call after adding the pack to, or removing it from, the user's wish list. */
    wished: (userId: string, packageId: number, on: boolean) =>
      change(userId, packageId, FLAG_WISH, on),
    /** The cached users, least recently read first, and the budget they use (for tests). */
    stats: () => ({ users: [...users.keys()], used }),
  };
}

export type UserFlags = ReturnType<typeof createUserFlags>;
