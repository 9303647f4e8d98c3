import type { Database } from '../db/database';
import { insertInChunks, seedAlone } from '../db/bulk';
import { FIXTURE_CATEGORIES, FIXTURE_PACKS, stickerIdOf } from './fixture-data';

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 1);

/** Writes the fixture catalogue straight into the tables. */
export function seedFixtureCatalogue(db: Database): Promise<void> {
  return seedAlone(db, async (trx) => {
    await trx
      .insertInto('categories')
      .values(FIXTURE_CATEGORIES.map((name, index) => ({ name, position: index + 1 })))
      .execute();
    for (const p of FIXTURE_PACKS) {
      const [languageName, languageCode, country] = p.language;
      await trx
        .insertInto('packages')
        .values({
          package_id: p.id,
          name: p.name,
          artist_name: p.artist,
          license: 'CC-BY 4.0',
          category_names: p.categories.join(','),
          keywords: p.keywords,
          animated: p.animated ? 1 : 0,
          is_new: p.id % 10 === 0 ? 1 : 0,
          language_name: languageName,
          language_code: languageCode,
          country_code: country,
          price: p.price,
          ranking_order: p.id,
          cover_sticker_id: stickerIdOf(p.id, 1),
          created_at: new Date(EPOCH + p.id * DAY_MS).toISOString(),
        })
        .execute();
      await trx
        .insertInto('package_categories')
        .values(p.categories.map((category) => ({ package_id: p.id, category })))
        .execute();
      const stickers = p.stickers.map((s, index) => ({
        id: stickerIdOf(p.id, index + 1),
        position: index + 1,
        ...s,
      }));
      await trx
        .insertInto('stickers')
        .values(
          stickers.map((s) => ({
            sticker_id: s.id,
            package_id: p.id,
            position: s.position,
            emoji: '🐱',
            image_key: `fixture/${s.id}`,
            animation: p.animated ? 'bounce' : null,
            is_reaction: s.reaction ? 1 : 0,
          })),
        )
        .execute();
      const keywords = stickers.flatMap((s) =>
        Object.entries(s.keywords).flatMap(([lang, words]) =>
          words.map((keyword, rank) => ({ sticker_id: s.id, lang, keyword, rank })),
        ),
      );
      await insertInChunks(keywords, (chunk) =>
        trx.insertInto('sticker_keywords').values(chunk).execute(),
      );
    }
  });
}
