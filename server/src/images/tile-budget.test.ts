import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app';
import type { Database } from '../db/database';
import { SEED_TIMEOUT_MS, seededDatabase } from '../catalogue/test-database';
import { median, p90, PHONE_DPR, tileUrl } from '../testing/tile-urls';

// The budget of the issue on page weight: an animated tile at the density a phone asks for
// weighs at most 8 kB at the median and 16 kB at the 90th percentile, on the search for "cat".
const ACCEPT = { Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
let db: Database;
let app: App;
beforeAll(async () => {
  db = await seededDatabase();
  app = await createApp({ db, apiKeys: ['k'] });
}, SEED_TIMEOUT_MS);
afterAll(() => db.close());

async function catPageImages(): Promise<string[]> {
  const answer = await app.request('/api/messenger/v1/search?q=cat&lang=en&userId=u&limit=50', {
    headers: { apikey: 'k' },
  });
  const { body } = (await answer.json()) as { body: { stickerList: { stickerImg: string }[] } };
  return body.stickerList.map(({ stickerImg }) => stickerImg);
}

describe('animated tile bytes on the search for "cat"', () => {
  it('stays within 8 kB median and 16 kB p90 at a phone density of 2.625', async () => {
    const animated = (await catPageImages()).filter((image) => image.includes('~'));
    expect(animated.length).toBeGreaterThan(5);
    const sizes: number[] = [];
    for (const image of animated) {
      const response = await app.request(tileUrl(image, PHONE_DPR), { headers: ACCEPT });
      expect(response.headers.get('content-type')).toBe('image/webp');
      sizes.push((await response.arrayBuffer()).byteLength);
    }
    expect(median(sizes)).toBeLessThanOrEqual(8000);
    expect(p90(sizes)).toBeLessThanOrEqual(16_000);
  });
});
