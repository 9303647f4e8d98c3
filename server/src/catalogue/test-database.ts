import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from '../db/database';
import { openSqlite } from '../db/sqlite';
import { seedCatalogue } from './seed-catalogue';

/** A fresh in-memory SQLite database with the real catalogue (a seed takes a few seconds). */
export async function seededDatabase(): Promise<Database> {
  const db = await openSqlite(':memory:');
  await seedCatalogue(db);
  return db;
}

/** The SQLite handle the catalogue's tests read with. */
export function sqliteOf(db: Database): BetterSqlite3.Database {
  if (!db.sqlite) throw new Error('the catalogue tests read SQLite');
  return db.sqlite;
}

/** For beforeAll: a real seed on a busy 2-core machine can pass Vitest's 10 s hook default. */
export const SEED_TIMEOUT_MS = 120_000;

export function count(db: BetterSqlite3.Database, sql: string, ...params: unknown[]): number {
  const row = db.prepare<unknown[], { n: number }>(sql).get(...params);
  return row?.n ?? 0;
}
