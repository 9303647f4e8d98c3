import type Database from 'better-sqlite3';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackagesTable } from '../db/schema';
import { createImageRoutes, imageUrl } from '../images';
import { THEMES } from './themes';
import { count, seededDatabase, SEED_TIMEOUT_MS, sqliteOf } from './test-database';

let db: Database.Database;
beforeAll(async () => {
  db = sqliteOf(await seededDatabase());
}, SEED_TIMEOUT_MS);
afterAll(() => db.close());

/** A row of the packages table as the schema declares it (`SELECT *`). */
type PackageRow = Selectable<PackagesTable>;

/** The script each pack language is written in; the others are written in Latin letters. */
const SCRIPTS: Record<string, RegExp> = {
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  ru: /\p{Script=Cyrillic}/u,
  uk: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  he: /\p{Script=Hebrew}/u,
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  th: /\p{Script=Thai}/u,
};

/** Every letter of `text` (marks and common signs aside) is in the script of `code`. */
function writtenIn(text: string, code: string): boolean {
  const script = SCRIPTS[code] ?? /\p{Script=Latin}/u;
  const letters = (text.match(/\p{L}/gu) ?? []).filter((char) => !/\p{Script=Common}/u.test(char));
  const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
  // Japanese names have kana; Chinese ones none.
  if (code === 'ja' && !letters.some((char) => kana.test(char))) return false;
  if (code === 'zh' && letters.some((char) => kana.test(char))) return false;
  return letters.length > 0 && letters.every((char) => script.test(char));
}

const packages = (): PackageRow[] =>
  db.prepare<[], PackageRow>('SELECT * FROM packages ORDER BY package_id').all();

describe('catalogue size and shape', () => {
  it('has at least 150 packs of 15–24 stickers and at least 3,000 stickers', () => {
    expect(packages().length).toBeGreaterThanOrEqual(150);
    const sizes = db
      .prepare<[], { n: number }>('SELECT count(*) AS n FROM stickers GROUP BY package_id')
      .all()
      .map((row) => row.n);
    expect(sizes).toHaveLength(packages().length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(15);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(24);
    expect(count(db, 'SELECT count(*) AS n FROM stickers')).toBeGreaterThanOrEqual(3000);
  });

  it('files every pack under at least one of 10+ categories, matching category_names', () => {
    expect(count(db, 'SELECT count(*) AS n FROM categories')).toBeGreaterThanOrEqual(10);
    const links = db
      .prepare<[], { package_id: number; category: string }>('SELECT * FROM package_categories')
      .all();
    for (const pack of packages()) {
      const linked = links.filter((l) => l.package_id === pack.package_id).map((l) => l.category);
      expect(linked.length).toBeGreaterThan(0);
      expect(pack.category_names.split(',').sort()).toEqual(linked.sort());
    }
    const used = count(db, 'SELECT count(DISTINCT category) AS n FROM package_categories');
    expect(used).toBe(count(db, 'SELECT count(*) AS n FROM categories'));
  });

  it('credits three art styles with their licences', () => {
    const licences = new Map(packages().map((p) => [p.license, p.artist_name]));
    expect([...licences.keys()].sort()).toEqual(['CC-BY 4.0', 'CC-BY-SA 4.0', 'MIT']);
    const artists = new Set(packages().map((p) => `${p.artist_name}|${p.license}`));
    expect(artists).toContain('Twemoji contributors|CC-BY 4.0');
    expect(artists).toContain('Microsoft Fluent Emoji|MIT');
    const openMoji = packages().filter((p) => p.license === 'CC-BY-SA 4.0');
    expect(openMoji.some((p) => p.artist_name !== 'OpenMoji contributors')).toBe(true);
    expect(packages().every((p) => p.artist_name.trim().length > 0)).toBe(true);
  });

  it('gives every pack a main language, spread over many languages', () => {
    for (const pack of packages()) {
      expect(pack.language_name).toMatch(/^[A-Z][a-z]+$/);
      expect(pack.language_code).toMatch(/^[a-z]{2}$/);
      expect(pack.country_code).toMatch(/^[A-Z]{2}$/);
    }
    expect(new Set(packages().map((p) => p.language_code)).size).toBeGreaterThanOrEqual(20);
  });

  it('names each pack in its language: English by its theme, any other in its own words and script', () => {
    const english = new Set(THEMES.map((theme) => theme.name));
    const wrong = packages().flatMap((pack) => {
      const title = pack.name.replace(/ · (Twemoji|OpenMoji|Fluent)$/, '').replace(/ \d+$/, '');
      const honest =
        pack.language_code === 'en'
          ? english.has(title)
          : !english.has(title) && writtenIn(title, pack.language_code);
      return honest ? [] : [`${pack.name}: ${pack.language_name}`];
    });
    expect(wrong).toEqual([]);
    const korean = packages().filter((p) => p.language_code === 'ko' && p.country_code === 'KR');
    expect(korean.length).toBeGreaterThanOrEqual(3);
  });

  it('describes each pack with keywords in its own language, taken from its stickers', () => {
    const korean = packages().find((p) => p.language_code === 'ko');
    expect(korean?.keywords).toMatch(/[\uAC00-\uD7A3]/);
    for (const pack of packages()) {
      const words = pack.keywords.split(',');
      expect(words.length).toBeGreaterThanOrEqual(3);
      const known = count(
        db,
        `SELECT count(*) AS n FROM sticker_keywords k JOIN stickers s USING (sticker_id)
          WHERE s.package_id = ? AND k.lang = ? AND k.keyword = ?`,
        pack.package_id,
        pack.language_code,
        words[0],
      );
      expect(known).toBeGreaterThan(0);
    }
  });

  it('uses readable names, the first sticker as cover and unique ranking positions', () => {
    const all = packages();
    expect(all.find((p) => p.name === 'Furry Friends · Twemoji')).toBeDefined();
    for (const pack of all) {
      expect(pack.name).toMatch(/^\S.+ · (Twemoji|OpenMoji|Fluent)$/);
      const first = db
        .prepare<[number], { sticker_id: number }>(
          'SELECT sticker_id FROM stickers WHERE package_id = ? ORDER BY position LIMIT 1',
        )
        .get(pack.package_id);
      expect(pack.cover_sticker_id).toBe(first?.sticker_id);
    }
    const orders = all.map((p) => p.ranking_order).sort((a, b) => a - b);
    expect(orders).toEqual(all.map((_, i) => i + 1));
  });

  it('sells some packs for 100–300, marks the newest few as new, and dates packs over a year', () => {
    const priced = packages().filter((p) => p.price > 0);
    expect(priced.length).toBeGreaterThan(10);
    expect(priced.length).toBeLessThan(packages().length / 3);
    expect(priced.every((p) => p.price >= 100 && p.price <= 300)).toBe(true);
    const byDate = [...packages()].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const newest = byDate.filter((p) => p.is_new === 1);
    expect(newest.length).toBeGreaterThanOrEqual(3);
    expect(byDate.slice(0, newest.length)).toEqual(newest);
    const times = byDate.map((p) => Date.parse(p.created_at));
    const spanDays = ((times[0] ?? 0) - (times.at(-1) ?? 0)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(300);
    expect(spanDays).toBeLessThanOrEqual(366);
  });
});

describe('stickers', () => {
  it('marks over a hundred reaction stickers in every art style', () => {
    const rows = db
      .prepare<[], { set: string; n: number }>(
        `SELECT substr(image_key, 1, instr(image_key, '/') - 1) AS "set", count(*) AS n
           FROM stickers WHERE is_reaction = 1 GROUP BY 1`,
      )
      .all();
    expect(rows.map((r) => r.set).sort()).toEqual(['fluent', 'openmoji', 'twemoji']);
    expect(rows.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(100);
  });

  it('animates whole packs, and their image URLs serve real keyframe animations', async () => {
    const animated = packages().filter((p) => p.animated === 1);
    expect(animated.length).toBeGreaterThanOrEqual(10);
    const mismatched = count(
      db,
      `SELECT count(*) AS n FROM stickers s JOIN packages p USING (package_id)
        WHERE (p.animated = 1) <> (s.animation IS NOT NULL)`,
    );
    expect(mismatched).toBe(0);
    const motions = db
      .prepare<[], { animation: string; image_key: string }>(
        `SELECT animation, min(image_key) AS image_key FROM stickers
          WHERE animation IS NOT NULL GROUP BY animation`,
      )
      .all();
    expect(motions.length).toBeGreaterThanOrEqual(3);
    const images = createImageRoutes();
    for (const { animation, image_key } of motions) {
      const path = imageUrl('', image_key, animation).replace('/api/images', '');
      const response = await images.request(`http://localhost${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`@keyframes ${animation}`);
    }
  });

  it('points every sticker at small art the image route serves', async () => {
    const rows = db
      .prepare<[], { image_key: string; animation: string | null }>(
        'SELECT image_key, animation FROM stickers ORDER BY sticker_id',
      )
      .all();
    const images = createImageRoutes();
    const tiles = await Promise.all(
      rows.map(async ({ image_key, animation }) => {
        const path = imageUrl('', image_key, animation).replace('/api/images', '');
        const response = await images.request(`${path}?d=200x200`);
        return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      }),
    );
    expect(tiles.filter((tile) => tile.status !== 200)).toEqual([]);
    const sizes = tiles.map((tile) => tile.bytes).sort((a, b) => a - b);
    const at = (share: number) => sizes[Math.floor(share * (sizes.length - 1))] ?? Infinity;
    expect(at(0.5)).toBeLessThan(3_000);
    expect(at(0.9)).toBeLessThan(6_000);
    expect(at(1)).toBeLessThan(32_000);
  });
});
