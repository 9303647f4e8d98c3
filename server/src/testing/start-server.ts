import { createApp, type App, type AppOptions } from '../app';
import type { Database } from '../db/database';
import type { ConnectionLimits } from '../guards/connections';
import { startService } from '../serve';
import { seedFixtureCatalogue } from './seed-fixture';
import { openTestDatabase } from './test-database';

export const TEST_API_KEY = 'test-key';

export interface TestServer {
  origin: string;
  port: number;
  db: Database;
  /** Every internal error the app logged. */
  errors: unknown[];
  /** Every line logged for a request Node or the server refused (guards/node-refusals.ts). */
  refusals: string[];
  call(path: string, init?: RequestInit & { apikey?: string | null }): Promise<Response>;
  close(): Promise<void>;
}

/** A clock that moves 1 ms on every reading, so "most recent first" is deterministic. */
export function steppingClock(start = Date.UTC(2026, 5, 1)): () => Date {
  let tick = start;
  return () => new Date(tick++);
}

export interface TestServerOptions {
  now?: () => Date;
  /** Fills the fresh database; the fixture catalogue by default. */
  seed?: (db: Database) => Promise<void>;
  guards?: AppOptions['guards'];
  site?: AppOptions['site'];
  limits?: Partial<ConnectionLimits>;
  /** PUBLIC_URL; by default the server's own origin. */
  publicUrl?: string;
  /**
   * A SQLite file (for tests that open a second connection); by default a fresh database of the
   * engine the tests run on (test-database.ts).
   */
  dbPath?: string;
}

/**
 * Serves the app over real HTTP on a free port (with the service's connection limits), on a
 * fresh database: in memory, or on PostgreSQL when DATABASE_URL is set (npm run test:pg).
 */
export async function startTestServer({
  now = steppingClock(),
  seed = seedFixtureCatalogue,
  guards,
  site,
  limits,
  publicUrl,
  dbPath,
}: TestServerOptions = {}): Promise<TestServer> {
  const db = await openTestDatabase(dbPath);
  await seed(db);
  const errors: unknown[] = [];
  const refusals: string[] = [];
  // The app is made once the port, and so the origin, is known.
  const made: { app?: App } = {};
  const service = await startService(
    {
      fetch: (request, env) =>
        made.app ? made.app.fetch(request, env) : new Response(null, { status: 503 }),
    },
    { port: 0, hostname: '127.0.0.1', limits, log: (line) => refusals.push(line) },
  );
  const origin = `http://127.0.0.1:${service.port}`;
  made.app = await createApp({
    db,
    apiKeys: [TEST_API_KEY],
    now,
    log: (_m, e) => errors.push(e),
    publicUrl: publicUrl ?? origin,
    guards,
    site,
  });
  return {
    origin,
    port: service.port,
    db,
    errors,
    refusals,
    call(path, { apikey = TEST_API_KEY, headers, ...init } = {}) {
      const all = new Headers(headers);
      if (apikey !== null) all.set('apikey', apikey);
      return fetch(origin + path, { ...init, headers: all });
    },
    close: async () => {
      await service.close();
      await db.close();
    },
  };
}
