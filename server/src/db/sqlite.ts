import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { WAL_LIMITS } from './checkpoints';
import type { Database } from './database';
import { migrateToLatest } from './migrate';
import type { Tables } from './schema';

/**
 * How long a statement waits for a lock another connection holds before SQLITE_BUSY. SQLite waits
 * by sleeping on the calling thread, the event loop here, so it is kept to a few ms; routes try
 * again later from a timer (http/busy-retry.ts).
 */
export const BUSY_TIMEOUT_MS = 5;
const STATEMENTS_KEPT = 500;

/**
 * Kysely prepares every query it runs; better-sqlite3's prepare costs more than most of the
 * service's queries, so each SQL text keeps its statement (the texts are few and fixed).
 */
function keepingStatements(db: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => db.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        statement = db.prepare(text);
        if (statements.size >= STATEMENTS_KEPT) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Opens (creating if needed) and migrates a SQLite file; ':memory:' gives a private one. */
export async function openSqlite(
  path: string,
  { busyTimeoutMs = BUSY_TIMEOUT_MS } = {},
): Promise<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // Migrations and the seed run before the service takes requests: they may wait longer.
  const sqlite = new BetterSqlite3(path, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A WAL file the checkpoint has reset is cut back to this size (db/checkpoints.ts).
  sqlite.pragma(`journal_size_limit = ${WAL_LIMITS.journalSizeLimitBytes}`);
  sqlite.pragma(`wal_autocheckpoint = ${WAL_LIMITS.autocheckpointPages}`);
  // SQLite's lower() and NOCASE fold ASCII only; tags and filters are compared in any script.
  sqlite.function('casefold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const kysely = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
  });
  await migrateToLatest(kysely, 'sqlite', sqlite);
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  const schemaCount = sqlite.prepare('SELECT count(*) FROM sqlite_schema');
  return {
    engine: 'sqlite',
    kysely,
    sqlite,
    ...(path === ':memory:' || path === '' ? {} : { file: path }),
    // Synchronous: the check runs between requests, and WAL readers wait for no writer.
    ping: () => {
      try {
        schemaCount.get();
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    close: () => kysely.destroy(),
  };
}
