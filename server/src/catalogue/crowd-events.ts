import type Database from 'better-sqlite3';
import { createRandom, hashString, pick, shuffled } from './prng';

const DAY = 86_400_000;
const CROWD_SIZE = 30;

/** Synthetic users whose events feed C1's rankings; none of the spec's lists is read for them. */
export const CROWD_USER_IDS: readonly string[] = Array.from(
  { length: CROWD_SIZE },
  (_, i) => `crowd-${String(i + 1).padStart(2, '0')}`,
);

interface Burst {
  /** Age window of the events, in days before `now`. */
  readonly fromDays: number;
  readonly toDays: number;
  readonly usages: number;
  readonly downloads: number;
}

/*
 * Each window has its own favourite packs and the older windows have more events, so the Daily,
 * Weekly and Monthly rankings (and the all-time one) come out in different orders.
 */
const BURSTS: readonly Burst[] = [
  { fromDays: 0, toDays: 1, usages: 70, downloads: 18 },
  { fromDays: 1, toDays: 7, usages: 140, downloads: 36 },
  { fromDays: 7, toDays: 30, usages: 240, downloads: 60 },
];
const FAVOURITES_PER_BURST = 6;
const BACKGROUND = { usages: 150, downloads: 40 };

/** Usage and download events from CROWD_USER_IDS over the 30 days before `now`. */
export function seedCrowdEvents(db: Database.Database, now: number): void {
  const random = createRandom(hashString('crowd'));
  const packs = db
    .prepare<[], { packageId: number; price: number }>(
      'SELECT package_id AS packageId, price FROM packages ORDER BY package_id',
    )
    .all();
  const stickersOf = db.prepare<[number], { stickerId: number }>(
    'SELECT sticker_id AS stickerId FROM stickers WHERE package_id = ? ORDER BY position',
  );
  const addUsage = db.prepare(
    'INSERT INTO sticker_usage (user_id, sticker_id, used_at) VALUES (?, ?, ?)',
  );
  const addDownload = db.prepare(
    `INSERT INTO downloads (user_id, package_id, is_purchase, price, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const order = shuffled(packs, random);
  const at = (fromDays: number, toDays: number): string =>
    new Date(now - (fromDays + random() * (toDays - fromDays)) * DAY).toISOString();

  const emit = (pool: typeof packs, burst: Burst): void => {
    for (let i = 0; i < burst.usages; i += 1) {
      const stickers = stickersOf.all(pick(pool, random).packageId);
      addUsage.run(
        pick(CROWD_USER_IDS, random),
        pick(stickers, random).stickerId,
        at(burst.fromDays, burst.toDays),
      );
    }
    for (let i = 0; i < burst.downloads; i += 1) {
      const pack = pick(pool, random);
      const purchase = pack.price > 0 ? 1 : 0;
      addDownload.run(
        pick(CROWD_USER_IDS, random),
        pack.packageId,
        purchase,
        pack.price,
        at(burst.fromDays, burst.toDays),
      );
    }
  };

  BURSTS.forEach((burst, index) => {
    const start = index * FAVOURITES_PER_BURST;
    emit(order.slice(start, start + FAVOURITES_PER_BURST), burst);
  });
  emit(packs, { fromDays: 0, toDays: 30, ...BACKGROUND });
}
