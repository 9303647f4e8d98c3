import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openPostgres } from '../db/postgres';
import { openSqlite } from '../db/sqlite';

/** The PostgreSQL the tests run on (npm run test:pg sets it), else SQLite. */
export const testDatabaseUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/** `url` with its connections working in `schema` (created first, if needed). */
export function inSchema(url: string, schema: string): string {
  const target = new URL(url);
  target.searchParams.set('options', `-c search_path=${schema}`);
  return target.toString();
}

/** A new, empty schema in the test PostgreSQL: each test server gets its own. */
export async function freshSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  return schema;
}

/**
 * A fresh, migrated database for one test server: a SQLite file when `sqlitePath` is given, else
 * a schema of its own on the test PostgreSQL, else SQLite in memory.
 */
export async function openTestDatabase(sqlitePath?: string): Promise<Database> {
  const url = testDatabaseUrl();
  if (sqlitePath !== undefined || url === undefined) return openSqlite(sqlitePath ?? ':memory:');
  const schema = await freshSchema(url);
  return openPostgres(inSchema(url, schema), { poolSize: 4 });
}
