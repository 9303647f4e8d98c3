import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations';

/**
 * How long a statement waits for a lock another connection holds before SQLITE_BUSY. SQLite waits
 * by sleeping on the calling thread, the event loop here, so it is kept to a few ms; routes and
 * the deferred writes try again later from a timer (http/busy-retry.ts).
 */
export const BUSY_TIMEOUT_MS = 5;

/** Opens (creating if needed) and migrates a database; ':memory:' gives a private one for tests. */
export function openDatabase(
  path: string,
  { busyTimeoutMs = BUSY_TIMEOUT_MS } = {},
): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // Migrations and the seed run before the service takes requests: they may wait longer.
  const db = new Database(path, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return db;
}
