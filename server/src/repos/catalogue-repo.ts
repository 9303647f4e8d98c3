import type Database from 'better-sqlite3';
import {
  COVER_JOIN,
  PACKAGE_COLUMNS,
  USER_FLAG_COLUMNS,
  type PackageRow,
  type UserFlagsRow,
} from './package-row';

export interface StickerRow {
  sticker_id: number;
  package_id: number;
  image_key: string;
  animation: string | null;
}

/** Read-only catalogue look-ups: packs, their stickers, categories. */
export function createCatalogueRepo(db: Database.Database) {
  const packageWithFlags = db.prepare<
    { packageId: number; userId: string },
    PackageRow & UserFlagsRow
  >(
    `SELECT ${PACKAGE_COLUMNS}, ${USER_FLAG_COLUMNS}
     FROM packages p ${COVER_JOIN} WHERE p.package_id = @packageId`,
  );
  const packageExists = db.prepare<[number], { price: number }>(
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

  return {
    packageWithFlags: (packageId: number, userId: string) =>
      packageWithFlags.get({ packageId, userId }),
    /** The pack's price, or undefined when there is no such pack. */
    priceOf: (packageId: number) => packageExists.get(packageId)?.price,
    stickersOf: (packageId: number) => stickersOf.all(packageId),
    sticker: (stickerId: number) => sticker.get(stickerId),
    categories: () => categories.all(),
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
