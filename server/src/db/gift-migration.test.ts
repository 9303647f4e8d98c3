import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationsFor } from './migrations';
import type { Tables } from './schema';

const gift = (package_id: number, send_user_id: string, is_receive: 0 | 1, day: number) => ({
  package_id,
  send_user_id,
  receive_user_id: 'rae',
  is_receive,
  send_date: `2026-06-0${day}T00:00:00.000Z`,
  receive_date: is_receive ? `2026-06-0${day}T01:00:00.000Z` : null,
});

describe('migration 0003-sent-gifts-and-trends', () => {
  it('keeps the first of the gifts waiting twice, every confirmed one, and then refuses a twin', async () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.pragma('foreign_keys = OFF'); // the gifts' packs do not matter here
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
    const migrations = migrationsFor('sqlite');
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    await migrator.migrateTo('0001-schema');
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
    const left = await db.selectFrom('gifts').select('gift_id').orderBy('gift_id').execute();
    expect(left.map((row) => row.gift_id)).toEqual([1, 4, 5, 6, 7]);
    await expect(
      db
        .insertInto('gifts')
        .values(gift(2, 'ann', 0, 8))
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await db.destroy();
  });
});
