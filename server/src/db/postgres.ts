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
// Two CREATE DATABASE at once: the later one fails on pg_database's unique index instead.
const CREATED_BESIDE = '23505';

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
    const code = codeOf(error);
    if (code !== ALREADY_EXISTS && code !== CREATED_BESIDE) throw error;
  } finally {
    await admin.end();
  }
}

/**
 * One connection outside the pool for health checks, opened on first use and again after any
 * failure: a check must not wait for a connection the routes hold.
 */
function pingConnection(url: string, connectTimeoutMs: number) {
  let client: Promise<pg.Client> | undefined;
  const open = async (timeoutMs: number) => {
    const fresh = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.min(connectTimeoutMs, timeoutMs),
      query_timeout: timeoutMs,
    });
    // Without a listener a lost connection's error would end the process.
    fresh.on('error', () => (client = undefined));
    await fresh.connect();
    return fresh;
  };
  const drop = (failed: Promise<pg.Client>) => {
    if (client === failed) client = undefined;
    void failed.then((stale) => stale.end()).catch(() => undefined);
  };
  return {
    query: async (timeoutMs: number): Promise<void> => {
      const current = (client ??= open(timeoutMs));
      try {
        await (await current).query('SELECT 1');
      } catch (error) {
        drop(current);
        throw error;
      }
    },
    end: async () => {
      const current = client;
      client = undefined;
      if (current) await current.then((open) => open.end()).catch(() => undefined);
    },
  };
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
  const ping = pingConnection(url, connectTimeoutMs);
  return {
    engine: 'postgres',
    kysely,
    ping: ping.query,
    close: async () => {
      await ping.end();
      await kysely.destroy();
    },
  };
}
