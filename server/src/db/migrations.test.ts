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

const gift = (packageId: number, sender: string, isReceive: 0 | 1, day: number) => ({
  package_id: packageId,
  send_user_id: sender,
  receive_user_id: 'rae',
  is_receive: isReceive,
  send_date: `2026-06-0${day}T00:00:00.000Z`,
  receive_date: isReceive ? `2026-06-0${day}T01:00:00.000Z` : null,
});

test('migration 0003 keeps the first of the gifts waiting twice and every confirmed one, then refuses a twin', async () => {
  const { db, migrator } = await atFirstSchema();
  for (const id of [1, 2]) {
    await sql`INSERT INTO packages (package_id, name, artist_name, license, category_names,
        keywords, animated, is_new, language_name, language_code, country_code, ranking_order,
        cover_sticker_id, created_at)
      VALUES (${id}, 'p', 'a', 'l', '', '', 0, 0, 'English', 'en', 'US', ${id}, 1, '2026-01-01')`.execute(
      db,
    );
  }
  await db
    .insertInto('gifts')
    .values([
      gift(1, 'ann', 0, 1),
      gift(1, 'ann', 0, 2),
      gift(1, 'ann', 0, 3),
      gift(1, 'ann', 1, 4),
      gift(1, 'ann', 1, 5),
      gift(1, 'bob', 0, 6),
      gift(2, 'ann', 0, 7),
    ])
    .execute();

  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();

  const left = await db.selectFrom('gifts').select('send_date').orderBy('send_date').execute();
  expect(left.map(({ send_date }) => Number(send_date.slice(9, 10)))).toEqual([1, 4, 5, 6, 7]);
  await expect(
    db
      .insertInto('gifts')
      .values(gift(2, 'ann', 0, 8))
      .execute(),
  ).rejects.toThrow(/unique/i);
  await db
    .insertInto('gifts')
    .values(gift(2, 'ann', 1, 8))
    .execute();
});

/** The tables and indexes of the database's schema. */
async function schemaObjects(db: Kysely<Tables>): Promise<string[]> {
  const rows =
    testDatabaseUrl() === undefined
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master`.execute(db)
      : await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
          WHERE schemaname = current_schema()
          UNION SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`.execute(db);
  return rows.rows.map((row) => row.name);
}

test('migration 0004 leaves no keyword index that no query reads, and keeps the keywords', async () => {
  const { db, migrator } = await atFirstSchema();
  const unused = ['sticker_keywords_fts', 'sticker_keywords_by_keyword'];
  if (testDatabaseUrl() === undefined) {
    // The first schema made them on SQLite only.
    expect(await schemaObjects(db)).toEqual(expect.arrayContaining(unused));
  }
  const { error } = await migrator.migrateToLatest();
  expect(error).toBeUndefined();

  const left = await schemaObjects(db);
  for (const name of unused) expect(left).not.toContain(name);
  expect(left).toEqual(expect.arrayContaining(['sticker_keywords', 'sticker_keywords_by_sticker']));
});

const trend = (term: string, userId: string, at: string) => ({
  lang: 'zh',
  term,
  user_id: userId,
  keyword: term,
  searched_at: at,
});

/**
 * Before Chinese scripts were one term, a word searched in Traditional (貓) and in Simplified (猫)
 * counted as two: after the upgrade one word would show twice in trending, each with part of its
 * searchers, until the old rows left the window.
 */
test('the migration counts Chinese trending terms counted apart by script as one', async () => {
  const { db, migrator } = await atFirstSchema();
  expect((await migrator.migrateTo('0004-no-unused-keyword-indexes')).error).toBeUndefined();
  await db
    .insertInto('search_trends')
    .values([
      trend('貓', 'ana', '2026-11-20T10:00:00.000Z'),
      trend('貓', 'ben', '2026-11-20T10:00:00.000Z'),
      // ana searched the word in both scripts: her later search stays.
      trend('猫', 'ana', '2026-11-21T10:00:00.000Z'),
      trend('狗', 'ana', '2026-11-21T10:00:00.000Z'),
      { ...trend('猫', 'ana', '2026-11-19T10:00:00.000Z'), lang: 'ja' },
    ])
    .execute();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();

  const rows = await db
    .selectFrom('search_trends')
    .select(['lang', 'term', 'user_id', 'keyword', 'searched_at'])
    .orderBy('lang')
    .orderBy('term')
    .orderBy('user_id')
    .execute();
  expect(rows).toEqual([
    { ...trend('猫', 'ana', '2026-11-19T10:00:00.000Z'), lang: 'ja' },
    trend('狗', 'ana', '2026-11-21T10:00:00.000Z'),
    trend('猫', 'ana', '2026-11-21T10:00:00.000Z'),
    { ...trend('猫', 'ben', '2026-11-20T10:00:00.000Z'), keyword: '貓' },
  ]);
});
