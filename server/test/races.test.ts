import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  seededSharedDatabase,
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
  type SharedDatabase,
} from '../src/testing/service-processes';

// Two service processes on one database (PostgreSQL under npm run test:pg, a SQLite file
// otherwise) answer the same write at the same moment: each pair is one request to each.
let shared: SharedDatabase;
let db: Database;
let a: ServiceProcess;
let b: ServiceProcess;
beforeAll(async () => {
  shared = await seededSharedDatabase();
  // One after the other: the first builds the search tables the second then finds.
  a = await startServiceProcess(shared.env);
  b = await startServiceProcess(shared.env);
  db = await shared.open();
}, 60_000);
afterAll(async () => {
  await (db as Database | undefined)?.close();
  await Promise.all([a, b].filter(Boolean).map((service) => stopServiceProcess(service)));
  shared.remove();
});

const m = '/api/messenger/v1';
const PAIRS = 200;
const PAIRS_AT_ONCE = 20;
const PACK = 1;

async function code(service: ServiceProcess, method: string, path: string): Promise<string> {
  const response = await service.call(path, { method });
  return ((await response.json()) as { header: { code: string } }).header.code;
}

/** Sends each user's request to both processes at once; answers every code. */
async function inPairs(prefix: string, method: string, path: (userId: string) => string) {
  const codes: string[] = [];
  for (let start = 0; start < PAIRS; start += PAIRS_AT_ONCE) {
    const batch = Array.from({ length: PAIRS_AT_ONCE }, (_, at) => `${prefix}-${start + at}`);
    const answers = await Promise.all(
      batch.flatMap((userId) => [code(a, method, path(userId)), code(b, method, path(userId))]),
    );
    codes.push(...answers);
  }
  return codes;
}

const users = (prefix: string) => `${prefix}-%`;

async function count(query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return (await query.execute(db.kysely)).rows[0]?.n ?? 0;
}

const rankingEvents = () =>
  count(sql<{ n: number }>`SELECT CAST(COALESCE(SUM(events), 0) AS INTEGER) AS n
    FROM ranking_counts WHERE package_id = ${PACK}`);

describe('simultaneous identical writes from two processes', () => {
  it('two wish toggles (M11) both apply: every pack ends where it began', async () => {
    const codes = await inPairs('wish', 'PUT', (userId) => `${m}/wish/${PACK}?userId=${userId}`);
    expect(codes.filter((answer) => answer !== '0000')).toEqual([]);
    const wished = await count(sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
      FROM wishes WHERE user_id LIKE ${users('wish')}`);
    expect(wished).toBe(0);
  });

  it('two hide toggles (M8) both apply: every pack ends where it began', async () => {
    for (let start = 0; start < PAIRS; start += PAIRS_AT_ONCE) {
      await Promise.all(
        Array.from({ length: PAIRS_AT_ONCE }, (_, at) =>
          code(a, 'POST', `${m}/download/${PACK}?userId=hide-${start + at}`),
        ),
      );
    }
    const codes = await inPairs('hide', 'PUT', (userId) => `${m}/mysticker/hide/${userId}/${PACK}`);
    expect(codes.filter((answer) => answer !== '0000')).toEqual([]);
    const hidden = await count(sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
      FROM user_packages WHERE user_id LIKE ${users('hide')} AND hidden = 1`);
    const owned = await count(sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
      FROM user_packages WHERE user_id LIKE ${users('hide')}`);
    expect({ hidden, owned }).toEqual({ hidden: 0, owned: PAIRS });
  });

  it('two first downloads leave one download and one ranking event', async () => {
    const eventsBefore = await rankingEvents();
    const codes = await inPairs(
      'first',
      'POST',
      (userId) => `${m}/download/${PACK}?userId=${userId}`,
    );
    expect(codes.filter((answer) => answer !== '0000')).toEqual([]);
    const downloads = await count(sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
      FROM downloads WHERE user_id LIKE ${users('first')}`);
    expect(downloads).toBe(PAIRS);
    expect((await rankingEvents()) - eventsBefore).toBe(PAIRS);
  });
});

/** Sends every request at once, alternating between the two processes; answers every code. */
const allAtOnce = (requests: readonly (readonly [string, string])[]) =>
  Promise.all(requests.map(([method, path], at) => code(at % 2 === 0 ? a : b, method, path)));

const times = <T>(n: number, make: (at: number) => T) =>
  Array.from({ length: n }, (_, at) => make(at));

describe("one user's writes arriving at both processes at once", () => {
  it('a purchase sent several times at once is recorded once; the others answer already purchased', async () => {
    const userId = 'buyer';
    const codes = await allAtOnce(
      times(20, () => ['POST', `${m}/download/${PACK}?userId=${userId}&isPurchase=Y&price=300`]),
    );
    expect(codes.filter((answer) => answer === '0000')).toHaveLength(1);
    expect(codes.filter((answer) => answer === '0001')).toHaveLength(19);
    const purchases = await count(sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
      FROM downloads WHERE user_id = ${userId} AND is_purchase = 1`);
    expect(purchases).toBe(1);
  });

  it('packs downloaded at once take one place each in My packs (M6 order 1, 2, 3, …)', async () => {
    const userId = 'collector';
    const packs = times(20, (at) => 7 + at);
    const codes = await allAtOnce(
      packs.map((pack) => ['POST', `${m}/download/${pack}?userId=${userId}`] as const),
    );
    expect(codes.filter((answer) => answer !== '0000')).toEqual([]);
    const response = await a.call(`${m}/mysticker/${userId}?limit=50`);
    const { body } = (await response.json()) as { body: { packageList: { order: number }[] } };
    expect(body.packageList.map((pack) => pack.order)).toEqual(times(20, (at) => at + 1));
  });

  it('uses of one sticker registered at once (C5) count once for the minute', async () => {
    const userId = 'user-of-stickers';
    const sticker = PACK * 100 + 1;
    const codes = await allAtOnce(
      times(20, () => ['POST', `/api/camera/v1/analytics/send/${sticker}?userId=${userId}`]),
    );
    expect(codes.filter((answer) => answer !== '0000')).toEqual([]);
    const uses = await count(sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
      FROM sticker_usage WHERE user_id = ${userId}`);
    expect(uses).toBe(1);
  });

  it('one tag searched in several spellings at once is kept once in recent searches (M2)', async () => {
    const userId = 'speller';
    const spellings = ['cat', 'Cat', 'CAT', 'cAt', 'caT', 'CaT'];
    await allAtOnce(
      times(18, (at) => ['GET', `${m}/search?q=${spellings[at % 6]}&userId=${userId}&limit=1`]),
    );
    const response = await b.call(`${m}/search/recent?userId=${userId}`);
    const { body } = (await response.json()) as { body: { keywordList: { keyword: string }[] } };
    expect(body.keywordList).toHaveLength(1);
  });
});
