import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DEMO_USER_ID, seedCatalogue, seedDemoUser } from './catalogue';
import { openDatabase } from './db/open-database';
import { readEnv } from './env';
import { siteFallback } from './http/static-site';

const env = readEnv();
const db = openDatabase(env.STICKER_DB);
seedCatalogue(db);
seedDemoUser(db);

const app = createApp({
  db,
  apiKeys: env.STICKER_API_KEYS,
  site: siteFallback('dist'),
  images: {
    webp: { concurrency: env.IMAGE_RENDER_CONCURRENCY, maxWaiting: env.IMAGE_RENDER_QUEUE },
  },
});

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.log(`Sticker service on http://localhost:${info.port} (database ${env.STICKER_DB})`);
  console.log(
    `Demo user: ${DEMO_USER_ID}; API key header: apikey: ${env.STICKER_API_KEYS[0] ?? ''}`,
  );
});

function shutdown() {
  server.close(() => {
    app.flushWrites();
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
