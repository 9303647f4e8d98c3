import type Database from 'better-sqlite3';
import { buildVocabulary, COUNTRY, LANGUAGES, pickWord, prng } from './vocabulary';

export const PACKS = 5000;
export const STICKERS_PER_PACK = 20;
const CATEGORIES = ['Animals', 'Food', 'Love', 'Greetings', 'Emotion', 'Fun', 'Work', 'Sports'];

/** Writes PACKS × STICKERS_PER_PACK stickers, three keywords each, and builds the FTS index. */
export function seedSyntheticCatalogue(db: Database.Database) {
  const random = prng(20_26);
  const vocabulary = buildVocabulary(2000, random);
  const words = (lang: string) => vocabulary[lang] ?? [];
  const insertCategory = db.prepare('INSERT INTO categories VALUES (?, ?)');
  const insertPack = db.prepare(
    `INSERT INTO packages VALUES (?, ?, ?, 'CC-BY 4.0', ?, ?, ?, ?, ?, ?, ?, 0, 'on', ?, ?, ?)`,
  );
  const insertPackCategory = db.prepare('INSERT INTO package_categories VALUES (?, ?)');
  const insertSticker = db.prepare('INSERT INTO stickers VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertKeyword = db.prepare(
    'INSERT INTO sticker_keywords (sticker_id, lang, keyword, rank) VALUES (?, ?, ?, ?)',
  );
  let keywords = 0;

  db.transaction(() => {
    CATEGORIES.forEach((name, index) => insertCategory.run(name, index + 1));
    for (let packageId = 1; packageId <= PACKS; packageId += 1) {
      const lang = LANGUAGES[packageId % LANGUAGES.length] ?? 'en';
      const category = CATEGORIES[packageId % CATEGORIES.length] ?? 'Fun';
      const animated = random() < 0.3 ? 1 : 0;
      const name = `${pickWord(words(lang), random)} ${pickWord(words(lang), random)}`;
      const packKeywords = [0, 1, 2].map(() => pickWord(words(lang), random)).join(',');
      const firstSticker = packageId * 100 + 1;
      const created = new Date(Date.UTC(2025, 0, 1) + packageId * 3_600_000).toISOString();
      insertPack.run(
        packageId,
        name,
        `Artist ${packageId % 300}`,
        category,
        packKeywords,
        animated,
        packageId > PACKS - 50 ? 1 : 0,
        lang,
        lang,
        COUNTRY[lang] ?? 'US',
        packageId,
        firstSticker,
        created,
      );
      insertPackCategory.run(packageId, category);
      for (let position = 1; position <= STICKERS_PER_PACK; position += 1) {
        const stickerId = packageId * 100 + position;
        insertSticker.run(
          stickerId,
          packageId,
          position,
          '🙂',
          `bench/s${stickerId}`,
          animated ? 'bounce' : null,
          position === 1 ? 1 : 0,
        );
        const other = random() < 0.5 ? 'en' : (LANGUAGES[Math.floor(random() * 10)] ?? 'en');
        const entries: [string, number][] = [
          [lang, 0],
          [lang, 1],
          [other, other === lang ? 2 : 0],
        ];
        for (const [keywordLang, rank] of entries) {
          insertKeyword.run(stickerId, keywordLang, pickWord(words(keywordLang), random), rank);
          keywords += 1;
        }
      }
    }
    db.exec(`INSERT INTO sticker_keywords_fts (sticker_keywords_fts) VALUES ('rebuild')`);
  })();
  return { vocabulary, keywords };
}
