import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, seededDatabase, SEED_TIMEOUT_MS, sqliteOf } from './test-database';

let db: Database.Database;
beforeAll(async () => {
  db = sqliteOf(await seededDatabase());
}, SEED_TIMEOUT_MS);
afterAll(() => db.close());

describe('multilingual keywords', () => {
  it('stores keywords in at least 40 languages, as two-letter codes', () => {
    const langs = db
      .prepare<[], { lang: string }>('SELECT DISTINCT lang FROM sticker_keywords')
      .all()
      .map((row) => row.lang);
    expect(langs.length).toBeGreaterThanOrEqual(40);
    expect(langs.every((lang) => /^[a-z]{2}$/.test(lang))).toBe(true);
  });

  it('gives every sticker a name (rank 0) and keywords in English and in its pack language', () => {
    const missing = count(
      db,
      `SELECT count(*) AS n FROM stickers s JOIN packages p USING (package_id)
        WHERE NOT EXISTS (SELECT 1 FROM sticker_keywords k
                           WHERE k.sticker_id = s.sticker_id AND k.lang = 'en' AND k.rank = 0)
           OR NOT EXISTS (SELECT 1 FROM sticker_keywords k
                           WHERE k.sticker_id = s.sticker_id AND k.lang = p.language_code)`,
    );
    expect(missing).toBe(0);
    const doubled = count(
      db,
      `SELECT count(*) AS n FROM (SELECT 1 FROM sticker_keywords
        GROUP BY sticker_id, lang, keyword HAVING count(*) > 1)`,
    );
    expect(doubled).toBe(0);
  });

  it('names the cat in English at rank 0 and lists plain keywords after it', () => {
    const rows = db
      .prepare<[], { keyword: string; rank: number }>(
        `SELECT keyword, rank FROM sticker_keywords k JOIN stickers s USING (sticker_id)
          WHERE s.emoji = '🐱' AND k.lang = 'en' AND s.image_key LIKE 'twemoji/%' ORDER BY rank`,
      )
      .all();
    expect(rows[0]).toEqual({ keyword: 'cat face', rank: 0 });
    expect(rows.map((row) => row.keyword)).toContain('kitten');
  });
});
