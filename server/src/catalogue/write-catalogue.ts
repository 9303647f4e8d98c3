import type Database from 'better-sqlite3';
import type { Catalogue } from './build-catalogue';
import { packKeywords } from './pack-keywords';
import { CATEGORIES } from './themes';

const flag = (value: boolean): number => (value ? 1 : 0);

/**
 * Bulk-loads the keyword rows. Their two indexes are dropped and re-created from their own
 * stored SQL around the load: building an index once is about twice as fast as keeping it up
 * to date through ~800,000 inserts.
 */
function writeKeywords(db: Database.Database, catalogue: Catalogue): void {
  const indexes = db
    .prepare<[], { name: string; sql: string }>(
      `SELECT name, sql FROM sqlite_master
        WHERE type = 'index' AND tbl_name = 'sticker_keywords' AND sql IS NOT NULL`,
    )
    .all();
  for (const { name } of indexes) db.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`);
  const insert = db.prepare(
    'INSERT INTO sticker_keywords (sticker_id, lang, keyword, rank) VALUES (?, ?, ?, ?)',
  );
  for (const pack of catalogue.packs) {
    for (const sticker of pack.stickers) {
      for (const [lang, annotations] of catalogue.annotations) {
        annotations.get(sticker.cldrKey)?.forEach((keyword, rank) => {
          insert.run(sticker.stickerId, lang, keyword, rank);
        });
      }
    }
  }
  for (const { sql } of indexes) db.exec(sql);
  db.exec(`INSERT INTO sticker_keywords_fts(sticker_keywords_fts) VALUES('rebuild')`);
}

/** Writes the catalogue in one transaction (all or nothing). */
export function writeCatalogue(db: Database.Database, catalogue: Catalogue): void {
  const insertCategory = db.prepare('INSERT INTO categories (name, position) VALUES (?, ?)');
  const insertPackage = db.prepare(
    `INSERT INTO packages (package_id, name, artist_name, license, category_names, keywords,
       animated, is_new, language_name, language_code, country_code, price, ranking_order,
       cover_sticker_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPackageCategory = db.prepare(
    'INSERT INTO package_categories (package_id, category) VALUES (?, ?)',
  );
  const insertSticker = db.prepare(
    `INSERT INTO stickers (sticker_id, package_id, position, emoji, image_key, animation, is_reaction)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  db.transaction(() => {
    CATEGORIES.forEach((name, index) => insertCategory.run(name, index + 1));
    for (const pack of catalogue.packs) {
      const { packageId, language, stickers } = pack;
      const cover = stickers[0];
      if (!cover) throw new Error(`Pack ${pack.key} has no stickers`);
      insertPackage.run(
        packageId,
        pack.name,
        pack.artistName,
        pack.license,
        pack.categories.join(','),
        packKeywords(pack, catalogue.annotations.get(language.code)),
        flag(pack.animation !== null),
        flag(pack.isNew),
        language.name,
        language.code,
        language.country,
        pack.price,
        pack.rankingOrder,
        cover.stickerId,
        pack.createdAt,
      );
      for (const category of pack.categories) insertPackageCategory.run(packageId, category);
      for (const sticker of stickers) {
        insertSticker.run(
          sticker.stickerId,
          packageId,
          sticker.position,
          sticker.emoji,
          sticker.imageKey,
          sticker.animation,
          flag(sticker.isReaction),
        );
      }
    }
    writeKeywords(db, catalogue);
  })();
}
