import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CameraSearchBodySchema, RecentKeywordsBodySchema, SearchBodySchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure, expectSuccess } from './contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function search(query: string) {
  const response = await server.call(`/api/messenger/v1/search?${query}`);
  return (await expectSuccess(response, SearchBodySchema)).stickerList;
}
const recent = async (user: string) => {
  const response = await server.call(`/api/messenger/v1/search/recent?userId=${user}`);
  return (await expectSuccess(response, RecentKeywordsBodySchema)).keywordList.map(
    (k) => k.keyword,
  );
};

describe('M1 search', () => {
  it('finds a sticker by its tag in any language, with pack and image', async () => {
    const [first] = await search(`q=${encodeURIComponent('кошка')}&userId=s1`);
    expect(first).toMatchObject({ stickerId: 101, keyword: 'кошка', packageId: 1 });
    expect(first?.packageName).toBe('Cute Cats');
    expect(first?.stickerImg).toBe(`${server.origin}/api/images/fixture/101~bounce.svg`);
  });

  it('returns each sticker once, with its keyword in the requested language', async () => {
    const en = await search('q=cat&userId=s1');
    const ids = en.map((s) => s.stickerId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(en.find((s) => s.stickerId === 101)?.keyword).toBe('cat');
  });

  it('names each sticker as well as the tag it matched (extension), in the requested language', async () => {
    const en = await search('q=cat&userId=s1');
    const named = en.find((s) => s.stickerId === 101);
    expect(named?.keyword).toBe('cat');
    expect(named?.stickerName).toEqual(expect.any(String));
    const ru = await search(`q=${encodeURIComponent('кошка')}&userId=s1&lang=ru`);
    expect(ru.find((s) => s.stickerId === 101)?.stickerName).not.toBe(named?.stickerName);
  });

  it('ranks stickers whose keyword matches in the requested language first', async () => {
    const fr = await search('q=chat&userId=s1&lang=fr&countryCode=FR');
    expect(fr.map((s) => s.stickerId).slice(0, 2)).toEqual([301, 101]);
    const es = await search('q=gato&userId=s1&lang=es&countryCode=ES');
    expect(es.map((s) => s.stickerId)).toEqual([201, 101]);
  });

  it('ranks packs of the user language, then country, first among equal matches', async () => {
    const us = await search('q=cat&userId=s1&lang=en&countryCode=US');
    expect(us.slice(0, 3).map((s) => s.stickerId)).toEqual([101, 201, 301]);
    const fr = await search('q=cat&userId=s1&lang=en&countryCode=FR');
    expect(fr.slice(0, 3).map((s) => s.stickerId)).toEqual([101, 301, 201]);
  });

  it('puts exact matches before whole-word matches, and no match inside a word', async () => {
    const list = await search('q=cat&userId=s1');
    const keywords = list.map((s) => s.keyword);
    expect(keywords.indexOf('cat')).toBeLessThan(keywords.indexOf('happy cat'));
    expect(keywords).not.toContain('scatter');
  });

  it('matches case-insensitively in any script, short tags by prefix', async () => {
    expect((await search('q=KATZE&userId=s1'))[0]?.stickerId).toBe(101);
    expect((await search(`q=${encodeURIComponent('КОШКА')}&userId=s1`))[0]?.stickerId).toBe(101);
    expect((await search('q=Ga&userId=s1')).map((s) => s.keyword)).toEqual([
      'gato',
      'gato',
      'gatito',
    ]);
    expect((await search(`q=${encodeURIComponent('猫')}&userId=s1`))[0]?.stickerId).toBe(101);
  });

  it('answers a miss with an empty page', async () => {
    expect(await search('q=zzzz&userId=s1')).toEqual([]);
  });

  it.each([
    ['userId=s1', 'q'],
    ['q=cat', 'userId'],
    ['q=%20%20&userId=s1', 'q'],
    ['q=cat&userId=s1&lang=english', 'lang'],
    ['q=cat&userId=s1&countryCode=USA', 'countryCode'],
  ])('rejects %s naming %s', async (query, name) => {
    const response = await server.call(`/api/messenger/v1/search?${query}`);
    expect(await expectFailure(response, 400, '4000')).toContain(name);
  });
});

describe('M2 recent tags', () => {
  it('lists searched tags, most recent first, without duplicates', async () => {
    for (const q of ['cat', 'pizza', 'Cat', 'gato']) await search(`q=${q}&userId=r1`);
    expect(await recent('r1')).toEqual(['gato', 'Cat', 'pizza']);
    expect(await recent('nobody')).toEqual([]);
  });

  it('records nothing for a HEAD request, which must change nothing', async () => {
    const head = await server.call('/api/messenger/v1/search?q=cat&userId=r3', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await recent('r3')).toEqual([]);
  });

  it('keeps at most 12', async () => {
    const found = ['cat', 'kitten', 'gato', 'chat', 'smile', 'scatter', 'michi'];
    const more = ['gatito', 'minou', 'pizza', 'burger', 'happy', 'sad', 'dance'];
    for (const q of [...found, ...more]) await search(`q=${q}&userId=r2`);
    const tags = await recent('r2');
    expect(tags).toHaveLength(12);
    expect(tags[0]).toBe('dance');
    expect(tags.at(-1)).toBe('gato');
  });
});

describe('C2 camera search', () => {
  it('uses the same matching, at most 100, and records no tag', async () => {
    const response = await server.call('/api/camera/v1/search?userId=c2&searchText=bulk');
    const body = await expectSuccess(response, CameraSearchBodySchema);
    expect(body.stickerList).toHaveLength(45);
    expect(body).not.toHaveProperty('pageMap');
    expect(await recent('c2')).toEqual([]);
  });

  it('requires searchText', async () => {
    const response = await server.call('/api/camera/v1/search?userId=c2');
    expect(await expectFailure(response, 400, '4000')).toContain('searchText');
  });
});
