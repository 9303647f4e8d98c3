import type Database from 'better-sqlite3';
import { openDatabase } from '../db/open-database';
import { seedCatalogue } from './seed-catalogue';

/** A fresh in-memory database with the real catalogue (a seed takes a few seconds). */
export function seededDatabase(): Database.Database {
  const db = openDatabase(':memory:');
  seedCatalogue(db);
  return db;
}

/** For beforeAll: a real seed on a busy 2-core machine can pass Vitest's 10 s hook default. */
export const SEED_TIMEOUT_MS = 120_000;

export function count(db: Database.Database, sql: string, ...params: unknown[]): number {
  const row = db.prepare<unknown[], { n: number }>(sql).get(...params);
  return row?.n ?? 0;
}
