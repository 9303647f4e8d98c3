import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { seedCatalogue } from '../src/catalogue';
import { readKeywordTable } from '../src/repos/search-table';
import { FOLD_VERSION } from '../src/search/fold';
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

  it('processes building the search table at once all succeed and read the same table', async () => {
    const built = await readKeywordTable(server.db);
    // Four at once take the test pool's four connections on PostgreSQL, as four processes would;
    // a few rounds, since whether their transactions overlap is up to the scheduler.
    for (let round = 0; round < 5; round += 1) {
      // As on a fresh database: the table no longer matches sticker_keywords.
      await server.db.kysely.deleteFrom('search_source').execute();
      const tables = await Promise.all(
        Array.from({ length: 4 }, () => readKeywordTable(server.db)),
      );
      for (const table of tables) expect(table.keyword).toEqual(built.keyword);
      expect(await rows('search_source')).toBe(1);
    }
  });

  it('folds its search table again once the folds change, and not at every start', async () => {
    const built = await readKeywordTable(server.db);
    const kysely = server.db.kysely;
    // A table folded by older folds (ı, which the folds now read as i): read as stored while
    // its fold version is current, since folding 184,611 keywords at each start costs ~70 ms.
    await kysely.updateTable('search_keywords').set({ folded: 'ı' }).execute();
    const sameFolds = await readKeywordTable(server.db);
    expect(sameFolds.folded.every((words) => words === 'ı')).toBe(true);

    await kysely
      .updateTable('search_source')
      .set({ fold_version: FOLD_VERSION - 1 })
      .execute();
    const rebuilt = await readKeywordTable(server.db);
    expect(rebuilt.folded).toEqual(built.folded);
    const source = await kysely.selectFrom('search_source').selectAll().execute();
    expect(source.map((row) => row.fold_version)).toEqual([FOLD_VERSION]);
  });
});
