import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, seedDemoUser } from './index';
import { count, seededDatabase, SEED_TIMEOUT_MS } from './test-database';

const NOW = Date.UTC(2026, 5, 1, 8);
let first: Database.Database;
let second: Database.Database;
beforeAll(() => {
  first = seededDatabase();
  second = seededDatabase();
  seedDemoUser(first, NOW);
  seedDemoUser(second, NOW);
}, 2 * SEED_TIMEOUT_MS);
afterAll(() => {
  first.close();
  second.close();
});

function snapshot(db: Database.Database) {
  const all = (sql: string) => db.prepare(sql).all();
  return {
    packages: all('SELECT * FROM packages ORDER BY package_id'),
    categories: all('SELECT * FROM package_categories ORDER BY package_id, category'),
    stickers: all('SELECT * FROM stickers ORDER BY sticker_id'),
    // Every 500th keyword row in full, plus a checksum over all of them.
    keywords: all('SELECT * FROM sticker_keywords WHERE id % 500 = 0 ORDER BY id'),
    keywordSums: all(
      'SELECT count(*), sum(sticker_id * 13 + rank), sum(length(keyword)) FROM sticker_keywords',
    ),
    userPackages: all('SELECT * FROM user_packages ORDER BY user_id, package_id'),
    gifts: all('SELECT * FROM gifts ORDER BY gift_id'),
    usage: all('SELECT * FROM sticker_usage ORDER BY id'),
    downloads: all('SELECT * FROM downloads ORDER BY id'),
  };
}

describe('determinism', () => {
  it('writes the same ids and rows on every fresh seed, for the same `now`', () => {
    const a = snapshot(first);
    expect(a.keywords.length).toBeGreaterThan(1000);
    expect(a.usage.length).toBeGreaterThan(100);
    expect(snapshot(second)).toEqual(a);
  });

  it('leaves a seeded catalogue alone when seeded again', () => {
    const before = snapshot(first);
    seedCatalogue(first);
    expect(snapshot(first)).toEqual(before);
    expect(count(first, 'SELECT count(*) AS n FROM packages')).toBeGreaterThanOrEqual(150);
  });
});
