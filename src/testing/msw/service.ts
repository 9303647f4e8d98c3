import type Database from 'better-sqlite3';
import { createApp, type App } from '../../../server/src/app';
import { openSqlite } from '../../../server/src/db/sqlite';
import { seedFixtureCatalogue } from '../../../server/src/testing/seed-fixture';
import { envApiKey } from '../../api/config';

/**
 * The sticker service itself (server/src/app.ts) over a fresh in-memory database seeded with the
 * fixture catalogue (server/src/testing/fixture-data.ts); the msw handlers pass requests to it.
 */
export type TestService = {
  app: App;
  db: Database.Database;
  /** Calls the service as a client would, for arranging state through its own rules. */
  call: (method: 'GET' | 'PUT' | 'POST', path: string) => Promise<unknown>;
};

const ORIGIN = 'http://service.test';

/** A clock that moves one second on every reading, so "most recent first" is deterministic. */
function steppingClock(): () => Date {
  let tick = Date.UTC(2026, 1, 1);
  return () => new Date((tick += 1000));
}

/** `seed` changes the catalogue before the service starts (it keeps search indexes in memory). */
export async function createTestService(
  seed?: (db: Database.Database) => void,
): Promise<TestService> {
  const database = await openSqlite(':memory:');
  await seedFixtureCatalogue(database);
  const db = database.sqlite;
  if (!db) throw new Error('unreachable: openSqlite gives a SQLite handle');
  seed?.(db);
  const app = await createApp({
    db: database,
    apiKeys: [envApiKey],
    now: steppingClock(),
    log: () => {},
  });
  return {
    app,
    db,
    async call(method, path) {
      const response = await app.request(`${ORIGIN}${path}`, {
        method,
        headers: { apikey: envApiKey },
      });
      const json = (await response.json()) as { body?: unknown };
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      return json.body;
    },
  };
}

/**
 * The demo user of the route tests, arranged through the service's own operations: owns Cute Cats
 * (1) and Gatos (2), bought and hid Chats Chics (3), wishes Yummy Food (4), and has a pending gift
 * of 행복한 하루 (5) from 'friend'.
 */
export async function seedDemoUser(service: TestService): Promise<void> {
  const m = '/api/messenger/v1';
  await service.call('POST', `${m}/download/1?userId=demo`);
  await service.call('POST', `${m}/download/2?userId=demo`);
  await service.call('POST', `${m}/download/3?userId=demo&isPurchase=Y`);
  await service.call('PUT', `${m}/mysticker/hide/demo/3`);
  await service.call('PUT', `${m}/wish/4?userId=demo`);
  await service.call('POST', `${m}/gift/5/friend/demo`);
}

let current: TestService | undefined;

export function setCurrentService(service: TestService): void {
  current = service;
}

export function getCurrentService(): TestService {
  if (!current) throw new Error('No test service: setup-tests starts one before each test');
  return current;
}

/** Starts a fresh service with the demo user; setup-tests calls it before each test. */
export async function startTestService(seed?: (db: Database.Database) => void) {
  const service = await createTestService(seed);
  await seedDemoUser(service);
  setCurrentService(service);
  return service;
}
