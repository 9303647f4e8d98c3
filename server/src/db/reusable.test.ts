import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalogue } from '../testing/seed-fixture';
import type { Database } from './database';
import { reusable } from './reusable';
import { openSqlite } from './sqlite';

let db: Database;
beforeAll(async () => {
  db = await openSqlite(':memory:');
  await seedFixtureCatalogue(db);
});
afterAll(() => db.close());

describe('a query compiled once', () => {
  it('binds each call its own values, wherever and however often they appear', async () => {
    const stickers = reusable(db.kysely, (packageId: number, position: number) =>
      db.kysely
        .selectFrom('stickers')
        .select('sticker_id')
        .where('package_id', '=', packageId)
        .where((eb) => eb.or([eb('position', '=', position), eb('sticker_id', '=', packageId)]))
        .limit(5),
    );
    const ids = async (packageId: number, position: number) =>
      (await stickers(db.kysely, packageId, position)).rows.map((row) => row.sticker_id);
    expect(await ids(1, 2)).toEqual([102]);
    expect(await ids(2, 1)).toEqual([201]);
    expect(await ids(3, 99)).toEqual([]);
  });

  it('keeps the values the builder wrote itself', async () => {
    const firstOf = reusable(db.kysely, (packageId: number) =>
      db.kysely
        .selectFrom('stickers')
        .select('sticker_id')
        .where('package_id', '=', packageId)
        .orderBy('position')
        .limit(2),
    );
    expect((await firstOf(db.kysely, 2)).rows).toEqual([{ sticker_id: 201 }, { sticker_id: 202 }]);
  });
});
