import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/engine';
import type { Tables } from '../db/schema';

/** The advisory lock class of one user's writes (the seed's lock is a single key: db/bulk.ts). */
const USER_WRITES = 1970500210;

/**
 * Makes the rest of the transaction wait for any other transaction that took the same user's
 * lock, in any service process, until that one ends. For writes that decide from what they read
 * (the next position in a list, whether it repeats an earlier one): under PostgreSQL's READ
 * COMMITTED two of them would both read the state before either wrote. SQLite has one writer,
 * and a service process runs its transactions one at a time.
 */
export async function lockUserWrites(
  engine: Engine,
  trx: Kysely<Tables>,
  userId: string,
): Promise<void> {
  if (engine === 'postgres') {
    await sql`SELECT pg_advisory_xact_lock(${USER_WRITES}, hashtext(${userId}))`.execute(trx);
  }
}
