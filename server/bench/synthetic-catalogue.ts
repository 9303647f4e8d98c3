import { insertInChunks } from '../src/db/bulk';
import type { Database } from '../src/db/database';
import type { Tables } from '../src/db/schema';
import { buildVocabulary, COUNTRY, LANGUAGES, pickWord, prng } from './vocabulary';

export const PACKS = 5000;
export const STICKERS_PER_PACK = 20;
const CATEGORIES = ['Animals', 'Food', 'Love', 'Greetings', 'Emotion', 'Fun', 'Work', 'Sports'];

type Row<T extends keyof Tables> = Omit<Tables[T], 'id' | 'on_off'>;

/** Writes PACKS × STICKERS_PER_PACK stickers, three keywords each, on either engine. */
export async function seedSyntheticCatalogue(db: Database) {
  const random = prng(20_26);
  const vocabulary = buildVocabulary(2000, random);
  const words = (lang: string) => vocabulary[lang] ?? [];
  const packages: Row<'packages'>[] = [];
  const links: Row<'package_categories'>[] = [];
  const stickers: Row<'stickers'>[] = [];
  const keywords: Row<'sticker_keywords'>[] = [];

  for (let packageId = 1; packageId <= PACKS; packageId += 1) {
    const lang = LANGUAGES[packageId % LANGUAGES.length] ?? 'en';
    const category = CATEGORIES[packageId % CATEGORIES.length] ?? 'Fun';
    const animated = random() < 0.3 ? 1 : 0;
    const name = `${pickWord(words(lang), random)} ${pickWord(words(lang), random)}`;
    const packKeywords = [0, 1, 2].map(() => pickWord(words(lang), random)).join(',');
    packages.push({
      package_id: packageId,
      name,
      artist_name: `Artist ${packageId % 300}`,
      license: 'CC-BY 4.0',
      category_names: category,
      keywords: packKeywords,
      animated,
      is_new: packageId > PACKS - 50 ? 1 : 0,
      language_name: lang,
      language_code: lang,
      country_code: COUNTRY[lang] ?? 'US',
      price: 0,
      ranking_order: packageId,
      cover_sticker_id: packageId * 100 + 1,
      created_at: new Date(Date.UTC(2025, 0, 1) + packageId * 3_600_000).toISOString(),
    });
    links.push({ package_id: packageId, category });
    for (let position = 1; position <= STICKERS_PER_PACK; position += 1) {
      const stickerId = packageId * 100 + position;
      stickers.push({
        sticker_id: stickerId,
        package_id: packageId,
        position,
        emoji: '🙂',
        image_key: `bench/s${stickerId}`,
        animation: animated ? 'bounce' : null,
        is_reaction: position === 1 ? 1 : 0,
      });
      const other = random() < 0.5 ? 'en' : (LANGUAGES[Math.floor(random() * 10)] ?? 'en');
      const entries: [string, number][] = [
        [lang, 0],
        [lang, 1],
        [other, other === lang ? 2 : 0],
      ];
      for (const [keywordLang, rank] of entries) {
        const keyword = pickWord(words(keywordLang), random);
        keywords.push({ sticker_id: stickerId, lang: keywordLang, keyword, rank });
      }
    }
  }

  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('categories')
      .values(CATEGORIES.map((name, index) => ({ name, position: index + 1 })))
      .execute();
    await insertInChunks(packages, (chunk) => trx.insertInto('packages').values(chunk).execute());
    await insertInChunks(links, (chunk) =>
      trx.insertInto('package_categories').values(chunk).execute(),
    );
    await insertInChunks(stickers, (chunk) => trx.insertInto('stickers').values(chunk).execute());
    await insertInChunks(keywords, (chunk) =>
      trx.insertInto('sticker_keywords').values(chunk).execute(),
    );
  });
  return { vocabulary, keywords: keywords.length };
}
