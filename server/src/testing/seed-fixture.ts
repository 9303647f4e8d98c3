import type Database from 'better-sqlite3';
import { FIXTURE_CATEGORIES, FIXTURE_PACKS, stickerIdOf } from './fixture-data';

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 1);

/** Writes the fixture catalogue straight into the tables (and the keyword search index). */
export function seedFixtureCatalogue(db: Database.Database): void {
  const category = db.prepare('INSERT INTO categories VALUES (?, ?)');
  const pack = db.prepare(
    `INSERT INTO packages VALUES (@id, @name, @artist, 'CC-BY 4.0', @categories, @keywords,
       @animated, @isNew, @languageName, @languageCode, @country, @price, 'on', @id, @cover,
       @createdAt)`,
  );
  const packCategory = db.prepare('INSERT INTO package_categories VALUES (?, ?)');
  const sticker = db.prepare('INSERT INTO stickers VALUES (?, ?, ?, ?, ?, ?, ?)');
  const keyword = db.prepare(
    'INSERT INTO sticker_keywords (sticker_id, lang, keyword, rank) VALUES (?, ?, ?, ?)',
  );

  db.transaction(() => {
    FIXTURE_CATEGORIES.forEach((name, index) => category.run(name, index + 1));
    for (const p of FIXTURE_PACKS) {
      const [languageName, languageCode, country] = p.language;
      pack.run({
        ...p,
        categories: p.categories.join(','),
        animated: p.animated ? 1 : 0,
        isNew: p.id % 10 === 0 ? 1 : 0,
        languageName,
        languageCode,
        country,
        cover: stickerIdOf(p.id, 1),
        createdAt: new Date(EPOCH + p.id * DAY_MS).toISOString(),
      });
      for (const name of p.categories) packCategory.run(p.id, name);
      p.stickers.forEach((s, index) => {
        const id = stickerIdOf(p.id, index + 1);
        const animation = p.animated ? 'bounce' : null;
        sticker.run(id, p.id, index + 1, '🐱', `fixture/${id}`, animation, s.reaction ? 1 : 0);
        for (const [lang, words] of Object.entries(s.keywords)) {
          words.forEach((word, rank) => keyword.run(id, lang, word, rank));
        }
      });
    }
    db.exec(`INSERT INTO sticker_keywords_fts (sticker_keywords_fts) VALUES ('rebuild')`);
  })();
}
