import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { seedCatalogue } from '../src/catalogue';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { testDatabaseUrl } from '../src/testing/test-database';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rows = async (table: string) => {
  const { rows } = await sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
    FROM ${sql.table(table)}`.execute(server.db.kysely);
  return rows[0]?.n ?? 0;
};

describe('the database', () => {
  it('is on the engine the suite runs on (PostgreSQL when DATABASE_URL is set)', () => {
    expect(server.db.engine).toBe(testDatabaseUrl() === undefined ? 'sqlite' : 'postgres');
  });

  it('is left as it is when migrated and seeded again', async () => {
    const before = await Promise.all(
      ['kysely_migration', 'packages', 'sticker_keywords'].map(rows),
    );
    expect(before.every((n) => n > 0)).toBe(true);
    await migrateToLatest(server.db.kysely, server.db.engine);
    await seedCatalogue(server.db);
    const after = await Promise.all(['kysely_migration', 'packages', 'sticker_keywords'].map(rows));
    expect(after).toEqual(before);
  });
});
