import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, expect, test } from 'vitest';
import { freshSchema, inSchema, testDatabaseUrl } from '../testing/test-database';
import type { Engine } from './engine';
import { migrationsFor } from './migrations';
import type { Tables } from './schema';

const opened: Kysely<Tables>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

/** A database of the engine the tests run on, at the first migration. */
async function atFirstSchema(): Promise<{ db: Kysely<Tables>; migrator: Migrator }> {
  const url = testDatabaseUrl();
  const engine: Engine = url === undefined ? 'sqlite' : 'postgres';
  const schema = url === undefined ? undefined : await freshSchema(url);
  const db = new Kysely<Tables>({
    dialect:
      url === undefined || schema === undefined
        ? new SqliteDialect({ database: new BetterSqlite3(':memory:') })
        : new PostgresDialect({
            pool: new pg.Pool({ connectionString: inSchema(url, schema), max: 1 }),
          }),
  });
  opened.push(db);
  const migrations = migrationsFor(engine);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error } = await migrator.migrateTo('0001-schema');
  expect(error).toBeUndefined();
  return { db, migrator };
}

const download = (userId: string, isPurchase: number, at: string) => ({
  user_id: userId,
  package_id: 1,
  is_purchase: isPurchase,
  price: 0,
  created_at: at,
});

test('the migration removes the extra free downloads that racing first downloads left, and their ranking events', async () => {
  const { db, migrator } = await atFirstSchema();
  await sql`INSERT INTO packages (package_id, name, artist_name, license, category_names,
      keywords, animated, is_new, language_name, language_code, country_code, ranking_order,
      cover_sticker_id, created_at)
    VALUES (1, 'p', 'a', 'l', '', '', 0, 0, 'English', 'en', 'US', 1, 1, '2026-01-01')`.execute(db);
  await db
    .insertInto('user_packages')
    .values(
      ['raced', 'bought'].map((userId) => ({
        user_id: userId,
        package_id: 1,
        position: 1,
        hidden: 0,
        is_purchase: 0,
        added_at: '2026-11-20T10:00:00.000Z',
      })),
    )
    .execute();
  await db
    .insertInto('downloads')
    .values([
      // Two first downloads at the same moment: one must go.
      download('raced', 0, '2026-11-20T10:00:00.000Z'),
      download('raced', 0, '2026-11-20T10:00:00.001Z'),
      // A free download and a purchase are two events.
      download('bought', 0, '2026-11-20T10:00:00.000Z'),
      download('bought', 1, '2026-11-21T10:00:00.000Z'),
      // Crowd events of users without the pack stay.
      download('crowd', 0, '2026-11-20T10:00:00.000Z'),
      download('crowd', 0, '2026-11-20T11:00:00.000Z'),
    ])
    .execute();

  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();

  const left = await db
    .selectFrom('downloads')
    .select(['user_id', 'is_purchase'])
    .orderBy('id')
    .execute();
  expect(left).toEqual([
    { user_id: 'raced', is_purchase: 0 },
    { user_id: 'bought', is_purchase: 0 },
    { user_id: 'bought', is_purchase: 1 },
    { user_id: 'crowd', is_purchase: 0 },
    { user_id: 'crowd', is_purchase: 0 },
  ]);
  const counts = await db
    .selectFrom('ranking_counts')
    .select(['day', 'events'])
    .orderBy('day')
    .execute();
  expect(counts).toEqual([
    { day: '2026-11-20', events: 4 },
    { day: '2026-11-21', events: 1 },
  ]);
  const totals = await db
    .selectFrom('ranking_totals')
    .select(['days', 'events'])
    .orderBy('days')
    .execute();
  expect(totals.map(({ events }) => events)).toEqual([5, 5, 5, 5]);
});
