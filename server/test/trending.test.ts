import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchBodySchema, TrendingBodySchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

const DAY = 86_400_000;
let clock = Date.UTC(2026, 5, 1);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock++) });
});
afterAll(() => server.close());

const m = (path: string) => server.call(`/api/messenger/v1${path}`);
async function search(user: string, q: string, lang = 'en') {
  const path = `/search?q=${encodeURIComponent(q)}&userId=${user}&lang=${lang}`;
  return (await expectSuccess(await m(path), SearchBodySchema)).stickerList.length;
}
async function trending(lang = 'en', script = '') {
  const body = await expectSuccess(
    await m(`/search/trending?userId=t&lang=${lang}&script=${script}`),
    TrendingBodySchema,
  );
  return body.keywordList.map(({ keyword, userCount }) => `${keyword}:${userCount}`);
}
const users = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

// One server for the file: each test looks at its own terms (or its own language).
describe('trending search terms (extension)', () => {
  it('moves after committed searches by several users, most users first', async () => {
    expect(await trending()).toEqual([]);
    for (const user of users('a', 3)) await search(user, 'kitten');
    expect(await trending()).toEqual(['kitten:3']);
    for (const user of users('b', 4)) await search(user, 'gato');
    expect(await trending()).toEqual(['gato:4', 'kitten:3']);
  });

  it("counts one user's repeats once, and spellings differing in case as one (the latest)", async () => {
    for (let i = 0; i < 6; i += 1) await search('a1', 'kitten');
    await search('c1', 'KITTEN');
    // A tie: the term searched last comes first.
    expect(await trending()).toEqual(['KITTEN:4', 'gato:4']);
    await search('b1', 'gato');
    expect(await trending()).toEqual(['gato:4', 'KITTEN:4']);
    await search('c2', 'Kitten');
    expect(await trending()).toEqual(['Kitten:5', 'gato:4']);
  });

  it('shows the latest spelling of a term', async () => {
    for (const user of users('d', 3)) await search(user, 'MICHI', 'es');
    await search('d1', 'Michi', 'es');
    expect(await trending('es')).toEqual(['Michi:3']);
  });

  it('ignores terms that found nothing', async () => {
    for (const user of users('e', 5)) expect(await search(user, 'qwxzv', 'fr')).toBe(0);
    expect(await trending('fr')).toEqual([]);
  });

  it('shows no term fewer than three users searched, and keeps languages apart', async () => {
    for (const user of users('f', 2)) await search(user, 'chat', 'fr');
    expect(await trending('fr')).toEqual([]);
    await search('f3', 'chat', 'fr');
    expect(await trending('fr')).toEqual(['chat:3']);
    expect(await trending('de')).toEqual([]);
  });

  it('counts and answers by the search language, a region tag or any case naming the same', async () => {
    for (const user of users('h', 2)) expect(await search(user, 'cat', 'ja-JP')).toBeGreaterThan(0);
    await search('h3', 'cat', 'JA');
    expect(await trending('ja')).toEqual(['cat:3']);
    expect(await trending('ja_JP')).toEqual(['cat:3']);
    expect(await trending('ko')).toEqual([]);
    expect(await trending()).not.toContainEqual(expect.stringMatching(/^cat:/));
  });

  it('counts a Chinese word searched in either script as one, shown in the script asked for', async () => {
    for (const user of users('z', 2)) expect(await search(user, '貓', 'zh')).toBeGreaterThan(0);
    await search('z3', '猫', 'zh');
    expect(await trending('zh', 'Hant')).toEqual(['貓:3']);
    expect(await trending('zh', 'Hans')).toEqual(['猫:3']);
    // Without a script, as searched last.
    expect(await trending('zh')).toEqual(['猫:3']);
    const refused = await m('/search/trending?userId=t&lang=zh&script=Latn');
    expect(await expectFailure(refused, 400, '4000')).toContain('script');
  });

  it('forgets searches older than seven days', async () => {
    clock += 6 * DAY;
    await search('c1', 'kitten');
    expect(await trending()).toEqual(['kitten:5', 'gato:4']);
    clock += 2 * DAY;
    // Only c1's search of a day ago is left in the window: below three users.
    expect(await trending()).toEqual([]);
    for (const user of users('g', 2)) await search(user, 'kitten');
    expect(await trending()).toEqual(['kitten:3']);
  });

  it('refuses a malformed lang with 4000', async () => {
    expect(await expectFailure(await m('/search/trending?userId=t&lang=1'), 400, '4000')).toContain(
      'lang',
    );
    expect(await expectFailure(await m('/search/trending'), 400, '4000')).toContain('userId');
  });
});
