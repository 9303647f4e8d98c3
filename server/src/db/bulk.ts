import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import type { Tables } from './schema';

/** How long a seed on SQLite waits for another process's seed to let go of the write lock. */
const SEED_WAIT_MS = 120_000;

/** Rows an insert carries: SQLite and PostgreSQL both take this many bound values at once. */
export const ROWS_AT_ONCE = 2000;

/** Inserts `rows` a few thousand at a time (one statement a row would take minutes on a network). */
export async function insertInChunks<Row>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<unknown>,
  size = ROWS_AT_ONCE,
): Promise<void> {
  for (let at = 0; at < rows.length; at += size) await insert(rows.slice(at, at + size));
}

/**
 * Runs a seed in one transaction, alone: several service processes may start at once, and the
 * second must find the first one's rows rather than insert them again. PostgreSQL takes an
 * advisory lock; SQLite begins IMMEDIATE, taking the write lock before the seed's first read
 * (a deferred transaction that read first could not write after another process's commit:
 * SQLITE_BUSY_SNAPSHOT).
 */
export function seedAlone(
  db: Database,
  seed: (trx: Kysely<Tables>) => Promise<void>,
): Promise<void> {
  if (db.engine === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(1414744915)`.execute(trx);
      await seed(trx);
    });
  }
  const sqlite = db.sqlite;
  // A service answers busy at once (db/sqlite.ts), but a seed or rebuild at start must wait for
  // another process's, which takes seconds: the second process then finds the work done.
  const answering: unknown = sqlite?.pragma('busy_timeout', { simple: true });
  sqlite?.pragma(`busy_timeout = ${SEED_WAIT_MS}`);
  return db.kysely
    .connection()
    .execute(async (connection) => {
      await sql`BEGIN IMMEDIATE`.execute(connection);
      try {
        await seed(connection);
      } catch (error) {
        await sql`ROLLBACK`.execute(connection);
        throw error;
      }
      await sql`COMMIT`.execute(connection);
    })
    .finally(() => sqlite?.pragma(`busy_timeout = ${Number(answering)}`));
}
