import { describe, expect, it } from 'vitest';
import { openSqlite } from '../db/sqlite';
import { seedFixtureCatalogue } from '../testing/seed-fixture';
import { createRepos } from '.';

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

describe('C1 period totals', () => {
  it('equal a recount of the events from the period start, as the start moves both ways', async () => {
    const db = await openSqlite(':memory:');
    await seedFixtureCatalogue(db);
    const { camera } = await createRepos(db);
    const addDownload = (packageId: number, at: string) =>
      db.kysely
        .insertInto('downloads')
        .values({ user_id: 'u', package_id: packageId, is_purchase: 0, price: 0, created_at: at })
        .execute();
    const recount = async (since: string) =>
      (
        await db.kysely
          .selectFrom('downloads')
          .select('package_id')
          .where('created_at', '>=', since)
          .groupBy('package_id')
          .orderBy((eb) => eb.fn.countAll(), 'desc')
          .orderBy('package_id')
          .execute()
      ).map((row) => row.package_id);
    const ranked = async (sinceDay: string) => {
      const page = await camera.ranking(
        { days: 7, sinceDay, category: null, animated: null, country: null, search: null },
        { limit: 50, pageNumber: 1 },
      );
      return page.rows.slice(0, (await recount(sinceDay)).length).map((row) => row.package_id);
    };

    // Pack n gets n downloads on day 10 + n, so each later start drops the smaller packs.
    for (let pack = 1; pack <= 6; pack += 1) {
      for (let n = 0; n < pack; n += 1) await addDownload(pack, `${day(10 + pack)}T12:00:00.000Z`);
    }
    for (const since of [day(1), day(13), day(15), day(12), day(16), day(30)]) {
      expect(await ranked(since), since).toEqual(await recount(since));
      await addDownload(1, `${day(20)}T00:00:00.000Z`); // an event after each move counts too
    }
    await db.close();
  });
});
