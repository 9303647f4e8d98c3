import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { createRandom, hashString, shuffled } from './prng';

interface PackRow {
  readonly packageId: number;
  readonly price: number;
}

/** Which packs play which part in the demo user's history; disjoint where it matters. */
export interface DemoPicks {
  readonly owned: readonly PackRow[];
  readonly hidden: readonly PackRow[];
  /** Received and confirmed, so also in `owned`. */
  readonly confirmedGift: PackRow;
  readonly pendingGifts: readonly PackRow[];
  readonly wishes: readonly PackRow[];
  readonly viewed: readonly PackRow[];
}

function take(pool: PackRow[], count: number, priced: boolean): PackRow[] {
  const taken = pool.filter((pack) => pack.price > 0 === priced).slice(0, count);
  for (const pack of taken) pool.splice(pool.indexOf(pack), 1);
  if (taken.length < count) throw new Error('Catalogue too small for the demo user');
  return taken;
}

/** Chosen from a seeded shuffle of the catalogue, so the same catalogue gives the same picks. */
export async function pickDemoPacks(db: Kysely<Tables>): Promise<DemoPicks | null> {
  const packs: PackRow[] = await db
    .selectFrom('packages')
    .select(['package_id as packageId', 'price'])
    .orderBy('package_id')
    .execute();
  if (packs.length < 40) return null;
  const pool = shuffled(packs, createRandom(hashString('demo-user')));
  const owned = [...take(pool, 6, false), ...take(pool, 2, true)];
  const hidden = [...take(pool, 2, false), ...take(pool, 1, true)];
  const pendingGifts = [...take(pool, 2, true), ...take(pool, 1, false)];
  const wishes = [...take(pool, 3, true), ...take(pool, 2, false)];
  const others = take(pool, 3, false);
  const confirmedGift = owned[2];
  if (!confirmedGift) throw new Error('unreachable: owned has eight packs');
  return {
    owned,
    hidden,
    confirmedGift,
    pendingGifts,
    wishes,
    viewed: [owned[0], owned[3], wishes[0], pendingGifts[0], ...others].flatMap((p) => p ?? []),
  };
}
