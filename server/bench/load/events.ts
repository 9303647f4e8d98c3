import type Database from 'better-sqlite3';
import { prng } from '../vocabulary';
import { PACKS, STICKERS_PER_PACK } from '../synthetic-catalogue';

const DAY = 86_400_000;

/**
 * Adds download and use events (half each) over the 30 days before `now`, by 10,000 users, in
 * batches of one transaction; the C1 counters follow through the triggers of migration 6.
 */
export function addEvents(db: Database.Database, count: number, now: number, seed = 7): void {
  const random = prng(seed);
  const download = db.prepare(
    `INSERT INTO downloads (user_id, package_id, is_purchase, price, created_at)
     VALUES (?, ?, 0, 0, ?)`,
  );
  const use = db.prepare(
    'INSERT INTO sticker_usage (user_id, sticker_id, used_at) VALUES (?, ?, ?)',
  );
  const batch = db.transaction((size: number) => {
    for (let i = 0; i < size; i += 1) {
      const user = `load-${Math.floor(random() * 10_000)}`;
      // Popular packs get more events: a skewed pick.
      const pack = 1 + Math.floor(random() ** 3 * PACKS);
      const at = new Date(now - random() * 30 * DAY).toISOString();
      if (random() < 0.5) download.run(user, pack, at);
      else use.run(user, pack * 100 + 1 + Math.floor(random() * STICKERS_PER_PACK), at);
    }
  });
  for (let done = 0; done < count; done += 50_000) batch(Math.min(50_000, count - done));
}
