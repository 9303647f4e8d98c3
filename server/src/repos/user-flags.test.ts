import type Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import { seedFixtureCatalogue } from '../testing/seed-fixture';
import { createRepos, type Repos } from '.';
import { createUserFlags, FLAG_DOWNLOAD, FLAG_WISH } from './user-flags';

const AT = '2026-06-01T12:00:00.000Z';
const BOTH = FLAG_DOWNLOAD | FLAG_WISH;

let db: Database.Database;
let repos: Repos;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedFixtureCatalogue(db);
  repos = createRepos(db, (message, error) => {
    throw new Error(message, { cause: error });
  });
});

/** What M3 reads, after making sure the user is cached. */
const flags = (userId: string, packageId: number) => repos.userFlags.flags(userId, packageId);
const acquire = (userId: string, packageId: number, isPurchase = false) =>
  repos.library.acquire({ userId, packageId, isPurchase, price: isPurchase ? 300 : 0, at: AT });

describe('user flags index: every write is seen by the next read', () => {
  it('a free download', () => {
    expect(flags('u', 4)).toBe(0);
    acquire('u', 4);
    expect(flags('u', 4)).toBe(FLAG_DOWNLOAD);
  });

  it('a purchase, and a purchase over a free download', () => {
    expect(flags('u', 3)).toBe(0);
    acquire('u', 3, true);
    expect(flags('u', 3)).toBe(FLAG_DOWNLOAD);
    acquire('u', 2);
    acquire('u', 2, true);
    expect(flags('u', 2)).toBe(FLAG_DOWNLOAD);
  });

  it('a wish toggled on and off, on an owned pack too', () => {
    expect(flags('u', 5)).toBe(0);
    repos.wishes.toggle('u', 5, AT);
    expect(flags('u', 5)).toBe(FLAG_WISH);
    acquire('u', 5);
    expect(flags('u', 5)).toBe(BOTH);
    repos.wishes.toggle('u', 5, AT);
    expect(flags('u', 5)).toBe(FLAG_DOWNLOAD);
  });

  it('a confirmed gift (written inside the gift transaction)', () => {
    repos.gifts.send({ packageId: 6, sendUserId: 'ann', receiveUserId: 'u' }, AT);
    expect(flags('u', 6)).toBe(0);
    repos.gifts.confirm({ packageId: 6, sendUserId: 'ann', receiveUserId: 'u' }, AT, 100);
    expect(flags('u', 6)).toBe(FLAG_DOWNLOAD);
  });

  it('hiding and recovering keep the pack downloaded', () => {
    acquire('u', 1);
    repos.library.setHidden('u', 1, true);
    expect(flags('u', 1)).toBe(FLAG_DOWNLOAD);
    repos.library.setHidden('u', 1, false);
    expect(flags('u', 1)).toBe(FLAG_DOWNLOAD);
  });

  it('answers what the tables hold for a user loaded after the writes', () => {
    acquire('late', 1);
    repos.wishes.toggle('late', 1, AT);
    repos.wishes.toggle('late', 2, AT);
    expect([flags('late', 1), flags('late', 2), flags('late', 3)]).toEqual([BOTH, FLAG_WISH, 0]);
  });
});

describe('user flags index: isolation and bounds', () => {
  it('keeps users apart', () => {
    expect([flags('a', 1), flags('b', 1)]).toEqual([0, 0]);
    acquire('a', 1);
    repos.wishes.toggle('b', 2, AT);
    expect([flags('a', 1), flags('b', 1)]).toEqual([FLAG_DOWNLOAD, 0]);
    expect([flags('a', 2), flags('b', 2)]).toEqual([0, FLAG_WISH]);
  });

  it('stays within its budget, dropping the least recently read users', () => {
    const index = createUserFlags(db, 10);
    for (const user of ['a', 'b', 'c']) {
      acquire(user, 1);
      acquire(user, 2);
    }
    for (const user of ['a', 'b', 'c']) expect(index.flags(user, 1)).toBe(FLAG_DOWNLOAD);
    expect(index.stats()).toEqual({ users: ['a', 'b', 'c'], used: 9 });
    index.flags('a', 2);
    expect(index.flags('d', 1)).toBe(0);
    expect(index.stats()).toEqual({ users: ['b', 'c', 'a', 'd'], used: 10 });
    expect(index.flags('e', 1)).toBe(0);
    expect(index.stats()).toEqual({ users: ['c', 'a', 'd', 'e'], used: 8 });
    expect(index.flags('b', 2)).toBe(FLAG_DOWNLOAD);
    expect(index.stats()).toEqual({ users: ['a', 'd', 'e', 'b'], used: 8 });
  });

  it('grows a cached user through writes without passing its budget', () => {
    const index = createUserFlags(db, 4);
    expect(index.flags('a', 1)).toBe(0);
    expect(index.flags('b', 1)).toBe(0);
    for (const id of [1, 2, 3]) {
      acquire('a', id);
      index.owned('a', id);
      expect(index.stats().used).toBeLessThanOrEqual(4);
    }
    expect(index.stats().users).toEqual(['b']);
    const owned = [FLAG_DOWNLOAD, FLAG_DOWNLOAD, FLAG_DOWNLOAD, 0];
    expect([1, 2, 3, 4].map((id) => index.flags('a', id))).toEqual(owned);
  });
});

describe('user flags index: transactions', () => {
  it('forgets a user written inside a transaction that rolls back', () => {
    expect(flags('u', 4)).toBe(0);
    const failing = db.transaction(() => {
      acquire('u', 4);
      expect(flags('u', 4)).toBe(FLAG_DOWNLOAD);
      throw new Error('roll back');
    });
    expect(() => failing()).toThrow('roll back');
    expect(flags('u', 4)).toBe(0);
  });

  it('does not cache what it reads inside a transaction', () => {
    const failing = db.transaction(() => {
      db.prepare('INSERT INTO wishes VALUES (?, ?, ?)').run('t', 2, AT);
      expect(flags('t', 2)).toBe(FLAG_WISH);
      throw new Error('roll back');
    });
    expect(() => failing()).toThrow('roll back');
    expect(flags('t', 2)).toBe(0);
  });
});
