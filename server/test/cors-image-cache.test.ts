import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/app';
import { openSqlite } from '../src/db/sqlite';
import { seedFixtureCatalogue } from '../src/testing/seed-fixture';

// An app on another origin (CORS_ORIGINS, docs/deploy.md) copies a sticker by drawing its image
// on a canvas, which needs a CORS answer (src/components/stickers/copy-sticker.ts, d=300x300).
// Image answers are cached a year (immutable). The same URL asked without an Origin (the image
// dragged into a chat, its link opened, a CDN filled by another client) is answered without CORS
// headers; unless that answer says `Vary: Origin`, the browser's cache or a CDN hands it to the
// app's CORS request, which then fails: "The sticker image could not be copied".

const APP_ORIGIN = 'https://app.example';
const IMAGE = '/api/images/twemoji/1f435.svg?d=300x300';

let app: App;
beforeAll(async () => {
  const db = await openSqlite(':memory:');
  await seedFixtureCatalogue(db);
  app = await createApp({
    db,
    apiKeys: ['k'],
    publicUrl: 'https://stickers.example',
    guards: { corsOrigins: [APP_ORIGIN] },
  });
});

const varies = (response: Response) =>
  (response.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

describe('a sticker image, with CORS_ORIGINS set', () => {
  it('is granted to the configured app’s CORS request (for reference)', async () => {
    const response = await app.request(IMAGE, { headers: { Origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(varies(response)).toContain('origin');
  });

  it('answered to a request without Origin says Vary: Origin, so no cache gives that answer to the app’s copy', async () => {
    const response = await app.request(IMAGE);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(varies(response)).toContain('origin');
  });
});
