import { serve } from '@hono/node-server';
import type Database from 'better-sqlite3';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { openDatabase } from '../db/open-database';
import { seedFixtureCatalogue } from './seed-fixture';

export const TEST_API_KEY = 'test-key';

export interface TestServer {
  origin: string;
  db: Database.Database;
  /** Every internal error the app logged. */
  errors: unknown[];
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
  seed?: (db: Database.Database) => void;
}

/** Serves the app over real HTTP on a free port, on a fresh in-memory database. */
export async function startTestServer({
  now = steppingClock(),
  seed = seedFixtureCatalogue,
}: TestServerOptions = {}): Promise<TestServer> {
  const db = openDatabase(':memory:');
  seed(db);
  const errors: unknown[] = [];
  const app = createApp({ db, apiKeys: [TEST_API_KEY], now, log: (_m, e) => errors.push(e) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    db,
    errors,
    call(path, { apikey = TEST_API_KEY, headers, ...init } = {}) {
      const all = new Headers(headers);
      if (apikey !== null) all.set('apikey', apikey);
      return fetch(origin + path, { ...init, headers: all });
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
