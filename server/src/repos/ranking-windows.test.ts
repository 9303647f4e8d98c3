import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { seedFixtureCatalogue } from '../testing/seed-fixture';
import { createRepos } from '.';

const day = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

describe('C1 period totals', () => {
  it('equal a recount of the events from the period start, as the start moves both ways', () => {
    const db = openDatabase(':memory:');
    seedFixtureCatalogue(db);
    const { camera } = createRepos(db, () => undefined);
    const addDownload = db.prepare(
      `INSERT INTO downloads (user_id, package_id, is_purchase, price, created_at)
       VALUES ('u', ?, 0, 0, ?)`,
    );
    const recount = (since: string) =>
      db
        .prepare<[string], { package_id: number }>(
          `SELECT package_id FROM downloads WHERE created_at >= ?
           GROUP BY package_id ORDER BY COUNT(*) DESC, package_id`,
        )
        .all(since)
        .map((row) => row.package_id);
    const ranked = (sinceDay: string) =>
      camera
        .ranking(
          { days: 7, sinceDay, category: null, animated: null, country: null, search: null },
          { limit: 50, pageNumber: 1 },
        )
        .rows.slice(0, recount(sinceDay).length)
        .map((row) => row.package_id);

    // Pack n gets n downloads on day 10 + n, so each later start drops the smaller packs.
    for (let pack = 1; pack <= 6; pack += 1) {
      for (let n = 0; n < pack; n += 1) addDownload.run(pack, `${day(10 + pack)}T12:00:00.000Z`);
    }
    for (const since of [day(1), day(13), day(15), day(12), day(16), day(30)]) {
      expect(ranked(since), since).toEqual(recount(since));
      addDownload.run(1, `${day(20)}T00:00:00.000Z`); // an event after each move counts too
    }
  });
});
