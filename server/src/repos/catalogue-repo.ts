import { sql } from 'kysely';
import type { Database } from '../db/database';
import { MAX_ROW_ID } from '../db/schema';
import { Lru } from './lru';
import { COVER_JOIN, PACKAGE_COLUMNS, type PackageRow } from './package-row';

export interface StickerRow {
  sticker_id: number;
  package_id: number;
  image_key: string;
  animation: string | null;
}

export interface PackWithStickers {
  row: PackageRow;
  stickers: StickerRow[];
}

/**
 * Read-only catalogue look-ups, cached: the catalogue is written before the service starts and
 * never while it runs, so every service process may keep what it read. Prices (every route that
 * names a pack checks it exists) are read once, at start.
 */
export async function createCatalogueRepo({ kysely: db }: Database) {
  const priced = await db.selectFrom('packages').select(['package_id', 'price']).execute();
  const prices = new Map(priced.map((row) => [row.package_id, row.price]));
  const packs = new Lru<number, PackWithStickers>(1000);
  const stickers = new Lru<number, StickerRow>(10_000);
  const stickerColumns = ['sticker_id', 'package_id', 'image_key', 'animation'] as const;

  async function readPack(packageId: number): Promise<PackWithStickers | undefined> {
    const { rows } = await sql<PackageRow>`SELECT ${PACKAGE_COLUMNS} FROM packages p
      ${COVER_JOIN} WHERE p.package_id = ${packageId}`.execute(db);
    const row = rows[0];
    if (!row) return undefined;
    const list = await db
      .selectFrom('stickers')
      .select(stickerColumns)
      .where('package_id', '=', packageId)
      .orderBy('position')
      .orderBy('sticker_id')
      .execute();
    return { row, stickers: list };
  }

  return {
    /** The pack and its stickers in order, or undefined when there is no such pack. */
    async pack(packageId: number): Promise<PackWithStickers | undefined> {
      if (packageId > MAX_ROW_ID) return undefined;
      let found = packs.get(packageId);
      if (!found) {
        found = await readPack(packageId);
        if (found) packs.set(packageId, found);
      }
      return found;
    },
    /** The pack's price, or undefined when there is no such pack. */
    priceOf: (packageId: number) => prices.get(packageId),
    async sticker(stickerId: number): Promise<StickerRow | undefined> {
      if (stickerId > MAX_ROW_ID) return undefined;
      let found = stickers.get(stickerId);
      if (!found) {
        found = await db
          .selectFrom('stickers')
          .select(stickerColumns)
          .where('sticker_id', '=', stickerId)
          .executeTakeFirst();
        if (found) stickers.set(stickerId, found);
      }
      return found;
    },
    categories: async () =>
      (
        await db
          .selectFrom('categories')
          .select('name')
          .orderBy('position')
          .orderBy('name')
          .execute()
      ).map((row) => row.name),
  };
}

export type CatalogueRepo = Awaited<ReturnType<typeof createCatalogueRepo>>;
