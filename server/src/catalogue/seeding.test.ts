import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, seedCatalogue, seedDemoUser } from './index';
import type { Database as ServiceDatabase } from '../db/database';
import { count, seededDatabase, SEED_TIMEOUT_MS, sqliteOf } from './test-database';

const NOW = Date.UTC(2026, 2, 14, 12);
const DAY = 86_400_000;
let service: ServiceDatabase;
let db: Database.Database;
/** Seeded separately with the same `now`, to show that seeding is deterministic. */
let twinService: ServiceDatabase;
let twin: Database.Database;
beforeAll(async () => {
  service = await seededDatabase();
  await seedDemoUser(service, NOW);
  db = sqliteOf(service);
  twinService = await seededDatabase();
  await seedDemoUser(twinService, NOW);
  twin = sqliteOf(twinService);
}, 2 * SEED_TIMEOUT_MS);
afterAll(async () => {
  await service.close();
  await twinService.close();
});

const USER_TABLES = {
  user_packages: 'user_id',
  downloads: 'user_id',
  wishes: 'user_id',
  package_views: 'user_id',
  sticker_sends: 'user_id',
  recent_searches: 'user_id',
  sticker_usage: 'user_id',
  gifts: 'receive_user_id',
} as const;

const rowsOf = (table: keyof typeof USER_TABLES, user: string) =>
  count(db, `SELECT count(*) AS n FROM ${table} WHERE ${USER_TABLES[table]} = ?`, user);

const packIds = (sql: string): number[] =>
  db
    .prepare<[string], { package_id: number }>(sql)
    .all(DEMO_USER_ID)
    .map((row) => row.package_id);

describe('demo user', () => {
  it('has something in every list', () => {
    for (const table of Object.keys(USER_TABLES) as (keyof typeof USER_TABLES)[]) {
      expect(rowsOf(table, DEMO_USER_ID), table).toBeGreaterThan(0);
    }
  });

  it('owns about eight packs in positions 1..n, some bought, and hides three', () => {
    const owned = db
      .prepare<[string], { position: number; is_purchase: number; package_id: number }>(
        'SELECT * FROM user_packages WHERE user_id = ? AND hidden = 0 ORDER BY position',
      )
      .all(DEMO_USER_ID);
    expect(owned.length).toBeGreaterThanOrEqual(6);
    expect(owned.map((row) => row.position)).toEqual(owned.map((_, i) => i + 1));
    expect(owned.some((row) => row.is_purchase === 1)).toBe(true);
    expect(rowsOf('user_packages', DEMO_USER_ID) - owned.length).toBe(3);
  });

  it('has a download row for exactly the packs in its library', () => {
    const library = packIds('SELECT package_id FROM user_packages WHERE user_id = ? ORDER BY 1');
    const downloads = packIds('SELECT package_id FROM downloads WHERE user_id = ? ORDER BY 1');
    expect(downloads).toEqual(library);
  });

  it('wishes for packs it does not own', () => {
    const wished = packIds('SELECT package_id FROM wishes WHERE user_id = ?');
    const owned = packIds('SELECT package_id FROM user_packages WHERE user_id = ?');
    expect(wished.length).toBeGreaterThanOrEqual(3);
    expect(wished.filter((id) => owned.includes(id))).toEqual([]);
  });

  it('has three unconfirmed gifts from mina, leo and sora and one confirmed gift', () => {
    const gifts = db
      .prepare<[string], { send_user_id: string; is_receive: number; receive_date: string | null }>(
        'SELECT * FROM gifts WHERE receive_user_id = ? ORDER BY send_user_id',
      )
      .all(DEMO_USER_ID);
    const pending = gifts.filter((gift) => gift.is_receive === 0);
    expect(pending.map((gift) => gift.send_user_id).sort()).toEqual(['leo', 'mina', 'sora']);
    expect(pending.every((gift) => gift.receive_date === null)).toBe(true);
    const confirmed = gifts.filter((gift) => gift.is_receive === 1);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.receive_date).not.toBeNull();
  });

  it('dates its history in the weeks before `now`', () => {
    const dates = db
      .prepare<{ user: string }, { at: string }>(
        `SELECT added_at AS at FROM user_packages WHERE user_id = @user
         UNION ALL SELECT sent_at FROM sticker_sends WHERE user_id = @user
         UNION ALL SELECT viewed_at FROM package_views WHERE user_id = @user
         UNION ALL SELECT used_at FROM sticker_usage WHERE user_id = @user`,
      )
      .all({ user: DEMO_USER_ID })
      .map((row) => Date.parse(row.at));
    expect(Math.max(...dates)).toBeLessThanOrEqual(NOW);
    expect(Math.min(...dates)).toBeGreaterThan(NOW - 60 * DAY);
  });

  it('leaves every other user empty', () => {
    for (const table of Object.keys(USER_TABLES) as (keyof typeof USER_TABLES)[]) {
      expect(rowsOf(table, 'someone-new'), table).toBe(0);
    }
  });

  it('is a no-op the second time', async () => {
    const before = count(db, 'SELECT count(*) AS n FROM sticker_usage');
    await seedDemoUser(service, NOW + DAY);
    expect(count(db, 'SELECT count(*) AS n FROM sticker_usage')).toBe(before);
  });
});

describe('ranking events', () => {
  const topPacks = (days: number) =>
    db
      .prepare<{ since: string }, { package_id: number }>(
        `SELECT package_id FROM (
           SELECT s.package_id FROM sticker_usage u JOIN stickers s USING (sticker_id)
            WHERE u.used_at >= @since
           UNION ALL SELECT package_id FROM downloads WHERE created_at >= @since)
         GROUP BY package_id ORDER BY count(*) DESC, package_id LIMIT 3`,
      )
      .all({ since: new Date(NOW - days * DAY).toISOString() })
      .map((row) => row.package_id);

  it('makes the daily, weekly and monthly top packs differ', () => {
    const [daily, weekly, monthly] = [topPacks(1), topPacks(7), topPacks(30)];
    expect(daily).toHaveLength(3);
    expect(daily).not.toEqual(weekly);
    expect(weekly).not.toEqual(monthly);
    expect(daily).not.toEqual(monthly);
  });
});

function snapshot(target: Database.Database) {
  const all = (sql: string) => target.prepare(sql).all();
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
    const first = snapshot(db);
    expect(first.keywords.length).toBeGreaterThan(1000);
    expect(first.usage.length).toBeGreaterThan(100);
    expect(snapshot(twin)).toEqual(first);
  });

  it('leaves a seeded catalogue alone when seeded again', async () => {
    const before = snapshot(twin);
    await seedCatalogue(twinService);
    expect(snapshot(twin)).toEqual(before);
  });
});
