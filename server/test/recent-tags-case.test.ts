import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentKeywordsBodySchema, SearchBodySchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectSuccess } from './contract';

// Runs on both engines; fails under npm run test:pg. A recent tag is matched "in any case" by
// casefold() in SQL, which is JavaScript's toLowerCase on SQLite but PostgreSQL's lower() on
// PostgreSQL, and the two fold a capital İ (Turkish keyboards) or a final Σ differently.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const m = '/api/messenger/v1';
const recent = async (user: string) =>
  (
    await expectSuccess(
      await server.call(`${m}/search/recent?userId=${user}`),
      RecentKeywordsBodySchema,
    )
  ).keywordList.map((k) => k.keyword);

describe('M2 recent tags typed with a capital İ', () => {
  it('removes the tag "KİTTEN" when the client removes "KİTTEN"', async () => {
    const tag = encodeURIComponent('KİTTEN');
    const found = await expectSuccess(
      await server.call(`${m}/search?q=${tag}&userId=turkish-caps`),
      SearchBodySchema,
    );
    expect(found.stickerList.length).toBeGreaterThan(0);
    expect(await recent('turkish-caps')).toEqual(['KİTTEN']);

    const removed = await server.call(`${m}/search/recent/turkish-caps?q=${tag}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(await recent('turkish-caps')).toEqual([]);
  });

  it('keeps one tag for "Kİtten" and "KİTTEN", which differ only in case', async () => {
    for (const q of ['Kİtten', 'KİTTEN']) {
      await expectSuccess(
        await server.call(`${m}/search?q=${encodeURIComponent(q)}&userId=turkish-case-pair`),
        SearchBodySchema,
      );
    }
    expect(await recent('turkish-case-pair')).toEqual(['KİTTEN']);
  });
});
