import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchBodySchema } from '../../contract';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectSuccess } from './contract';
import { seedSearchCatalogue } from './search-catalogue';

// The ranking rules of docs/service.md "Search", over real HTTP, on the catalogue of near misses.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: seedSearchCatalogue });
});
afterAll(() => server.close());

async function ids(q: string, lang = 'en') {
  const query = `q=${encodeURIComponent(q)}&userId=ranker&lang=${lang}&limit=50`;
  const response = await server.call(`/api/messenger/v1/search?${query}`);
  const body = await expectSuccess(response, SearchBodySchema);
  return body.stickerList.map((s) => s.stickerId);
}

describe('M1 ranks by what the other languages agree on', () => {
  it('puts a sticker only the query language files under the word after the others', async () => {
    // Paw prints carry 犬 at a better rank than the dogs, but no other language calls them dog.
    expect(await ids('犬', 'ja')).toEqual([118, 119, 117]);
  });

  it('keeps the sticker named exactly as the query first, whatever the others agree on', async () => {
    expect(await ids('fire')).toEqual([120, 121, 122]);
  });
});

describe('M1 ranks a plural query as its singular', () => {
  it('takes the keyword that is the query in the singular as an exact match', async () => {
    expect(await ids('kiss')).toEqual([123, 124]);
    expect(await ids('kisses')).toEqual([123, 124]);
  });
});
