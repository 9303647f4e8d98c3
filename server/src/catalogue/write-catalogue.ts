import type { Kysely } from 'kysely';
import { insertInChunks } from '../db/bulk';
import type { Tables } from '../db/schema';
import type { Catalogue } from './build-catalogue';
import { packKeywords } from './pack-keywords';
import { CATEGORIES } from './themes';

const flag = (value: boolean): number => (value ? 1 : 0);

/** The keyword rows (about 800,000), pack by pack, sticker by sticker, language by language. */
function keywordRows(catalogue: Catalogue) {
  return catalogue.packs.flatMap((pack) =>
    pack.stickers.flatMap((sticker) =>
      [...catalogue.annotations].flatMap(
        ([lang, annotations]) =>
          annotations.get(sticker.cldrKey)?.map((keyword, rank) => ({
            sticker_id: sticker.stickerId,
            lang,
            keyword,
            rank,
          })) ?? [],
      ),
    ),
  );
}

/** Writes the catalogue inside the caller's transaction (all or nothing). */
export async function writeCatalogue(trx: Kysely<Tables>, catalogue: Catalogue): Promise<void> {
  await trx
    .insertInto('categories')
    .values(CATEGORIES.map((name, index) => ({ name, position: index + 1 })))
    .execute();
  const packages = catalogue.packs.map((pack) => {
    const cover = pack.stickers[0];
    if (!cover) throw new Error(`Pack ${pack.key} has no stickers`);
    return {
      package_id: pack.packageId,
      name: pack.name,
      artist_name: pack.artistName,
      license: pack.license,
      category_names: pack.categories.join(','),
      keywords: packKeywords(pack, catalogue.annotations.get(pack.language.code)),
      animated: flag(pack.animation !== null),
      is_new: flag(pack.isNew),
      language_name: pack.language.name,
      language_code: pack.language.code,
      country_code: pack.language.country,
      price: pack.price,
      ranking_order: pack.rankingOrder,
      cover_sticker_id: cover.stickerId,
      created_at: pack.createdAt,
    };
  });
  await insertInChunks(
    packages,
    (chunk) => trx.insertInto('packages').values(chunk).execute(),
    500,
  );
  const links = catalogue.packs.flatMap((pack) =>
    pack.categories.map((category) => ({ package_id: pack.packageId, category })),
  );
  await insertInChunks(links, (chunk) =>
    trx.insertInto('package_categories').values(chunk).execute(),
  );
  const stickers = catalogue.packs.flatMap((pack) =>
    pack.stickers.map((sticker) => ({
      sticker_id: sticker.stickerId,
      package_id: pack.packageId,
      position: sticker.position,
      emoji: sticker.emoji,
      image_key: sticker.imageKey,
      animation: sticker.animation,
      is_reaction: flag(sticker.isReaction),
    })),
  );
  await insertInChunks(stickers, (chunk) => trx.insertInto('stickers').values(chunk).execute());
  await insertInChunks(keywordRows(catalogue), (chunk) =>
    trx.insertInto('sticker_keywords').values(chunk).execute(),
  );
}
