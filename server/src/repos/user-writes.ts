import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/engine';
import type { Tables } from '../db/schema';

/** The advisory lock class of one user's writes (the seed's lock is a single key: db/bulk.ts). */
const USER_WRITES = 1970500210;
/** How long a write waits for another write of the same user: they take a few ms each. */
const USER_LOCK_TIMEOUT_MS = 250;

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
    // A write of this user that never ends (its instance vanished mid-transaction; PostgreSQL
    // notices after TCP keepalive, hours later) must not hold this request and its pooled
    // connection: the wait fails with lock_not_available, retried and then answered 503
    // (http/busy-retry.ts), as SQLite's busy timeout is.
    await sql.raw(`SET LOCAL lock_timeout = ${USER_LOCK_TIMEOUT_MS}`).execute(trx);
    await sql`SELECT pg_advisory_xact_lock(${USER_WRITES}, hashtext(${userId}))`.execute(trx);
  }
}
