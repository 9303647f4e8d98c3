import type Database from 'better-sqlite3';
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
 * Read-only catalogue look-ups. A pack with its stickers is cached: the catalogue does not
 * change while the service runs, and M3 is the hottest read.
 */
export function createCatalogueRepo(db: Database.Database) {
  const pack = db.prepare<[number], PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM packages p ${COVER_JOIN} WHERE p.package_id = ?`,
  );
  const price = db.prepare<[number], { price: number }>(
    'SELECT price FROM packages WHERE package_id = ?',
  );
  const stickersOf = db.prepare<[number], StickerRow>(
    `SELECT sticker_id, package_id, image_key, animation FROM stickers
     WHERE package_id = ? ORDER BY position, sticker_id`,
  );
  const sticker = db.prepare<[number], StickerRow>(
    'SELECT sticker_id, package_id, image_key, animation FROM stickers WHERE sticker_id = ?',
  );
  const categories = db
    .prepare<[], string>('SELECT name FROM categories ORDER BY position, name')
    .pluck();
  const packs = new Lru<number, PackWithStickers>(1000);

  return {
    /** The pack and its stickers in order, or undefined when there is no such pack. */
    pack(packageId: number): PackWithStickers | undefined {
      let found = packs.get(packageId);
      if (!found) {
        const row = pack.get(packageId);
        if (!row) return undefined;
        found = { row, stickers: stickersOf.all(packageId) };
        packs.set(packageId, found);
      }
      return found;
    },
    /** The pack's price, or undefined when there is no such pack. */
    priceOf: (packageId: number) => price.get(packageId)?.price,
    sticker: (stickerId: number) => sticker.get(stickerId),
    categories: () => categories.all(),
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
