import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { migrateToLatest } from './migrate';
import type { Tables } from './schema';

export interface PostgresOptions {
  /** Connections each service process may hold. */
  poolSize?: number;
  /** How long a query waits for a connection before failing (also bounds a health check). */
  connectTimeoutMs?: number;
  /** Told about errors of idle connections (the server restarting, say); the pool replaces them. */
  onIdleError?: (error: Error) => void;
}

/** A database URL without its password, for messages. */
export const redacted = (url: string): string => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

const MISSING_DATABASE = '3D000';
const ALREADY_EXISTS = '42P04';

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** Creates the URL's database through the server's `postgres` database, when it is missing. */
async function createDatabaseIfMissing(url: string, connectTimeoutMs: number): Promise<void> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if (codeOf(error) !== MISSING_DATABASE) throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({
    connectionString: target.toString(),
    connectionTimeoutMillis: connectTimeoutMs,
  });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } catch (error) {
    if (codeOf(error) !== ALREADY_EXISTS) throw error;
  } finally {
    await admin.end();
  }
}

/**
 * Connects to PostgreSQL, creating the database when it does not exist yet, and migrates it
 * (several processes may start at once: the migrator and the seed take locks).
 */
export async function openPostgres(
  url: string,
  { poolSize = 10, connectTimeoutMs = 3000, onIdleError = () => {} }: PostgresOptions = {},
): Promise<Database> {
  await createDatabaseIfMissing(url, connectTimeoutMs);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // Without a listener an idle connection's error (the server going away) ends the process.
  pool.on('error', onIdleError);
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(kysely, 'postgres');
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return { engine: 'postgres', kysely, close: () => kysely.destroy() };
}
