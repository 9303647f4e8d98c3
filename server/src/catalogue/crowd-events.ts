import type { Kysely } from 'kysely';
import { insertInChunks } from '../db/bulk';
import type { Tables } from '../db/schema';
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
export async function seedCrowdEvents(db: Kysely<Tables>, now: number): Promise<void> {
  const random = createRandom(hashString('crowd'));
  const packs = await db
    .selectFrom('packages')
    .select(['package_id as packageId', 'price'])
    .orderBy('package_id')
    .execute();
  const stickerRows = await db
    .selectFrom('stickers')
    .select(['package_id', 'sticker_id'])
    .orderBy('package_id')
    .orderBy('position')
    .execute();
  const stickersOf = new Map<number, number[]>();
  for (const row of stickerRows) {
    const list = stickersOf.get(row.package_id) ?? [];
    list.push(row.sticker_id);
    stickersOf.set(row.package_id, list);
  }
  const usages: { user_id: string; sticker_id: number; used_at: string }[] = [];
  const downloads: {
    user_id: string;
    package_id: number;
    is_purchase: number;
    price: number;
    created_at: string;
  }[] = [];
  const order = shuffled(packs, random);
  const at = (fromDays: number, toDays: number): string =>
    new Date(now - (fromDays + random() * (toDays - fromDays)) * DAY).toISOString();

  const emit = (pool: typeof packs, burst: Burst): void => {
    for (let i = 0; i < burst.usages; i += 1) {
      const stickers = stickersOf.get(pick(pool, random).packageId) ?? [];
      usages.push({
        user_id: pick(CROWD_USER_IDS, random),
        sticker_id: pick(stickers, random),
        used_at: at(burst.fromDays, burst.toDays),
      });
    }
    for (let i = 0; i < burst.downloads; i += 1) {
      const pack = pick(pool, random);
      const purchase = pack.price > 0 ? 1 : 0;
      downloads.push({
        user_id: pick(CROWD_USER_IDS, random),
        package_id: pack.packageId,
        is_purchase: purchase,
        price: pack.price,
        created_at: at(burst.fromDays, burst.toDays),
      });
    }
  };

  BURSTS.forEach((burst, index) => {
    const start = index * FAVOURITES_PER_BURST;
    emit(order.slice(start, start + FAVOURITES_PER_BURST), burst);
  });
  emit(packs, { fromDays: 0, toDays: 30, ...BACKGROUND });
  await insertInChunks(usages, (chunk) => db.insertInto('sticker_usage').values(chunk).execute());
  await insertInChunks(downloads, (chunk) => db.insertInto('downloads').values(chunk).execute());
}
