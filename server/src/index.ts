import { join } from 'node:path';
import { createApp } from './app';
import { DEMO_USER_ID, seedCatalogue, seedDemoUser } from './catalogue';
import { checkpointInBackground } from './db/checkpoints';
import { openDatabase } from './db/open-database';
import { readEnv } from './env';
import { inlineScriptHashesOf } from './guards/security-headers';
import { startLoopMonitor } from './http/loop-monitor';
import { siteFallback } from './http/static-site';
import { startService } from './serve';

const env = readEnv();
const db = openDatabase(env.STICKER_DB);
seedCatalogue(db);
seedDemoUser(db);

const DIST = 'dist';
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
const app = createApp({
  db,
  apiKeys: env.STICKER_API_KEYS,
  site: siteFallback(DIST, { serveSourceMaps: env.SERVE_SOURCE_MAPS }),
  publicUrl,
  guards: {
    corsOrigins: env.CORS_ORIGINS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimits: {
      writesPerKey: env.RATE_LIMIT_WRITES_PER_KEY,
      writesPerClient: env.RATE_LIMIT_WRITES_PER_CLIENT,
      imagesPerClient: env.RATE_LIMIT_IMAGES_PER_CLIENT,
      windowMs: 60_000,
    },
    scriptHashes: inlineScriptHashesOf(join(DIST, 'index.html')),
  },
  images: {
    webp: { concurrency: env.IMAGE_RENDER_CONCURRENCY, maxWaiting: env.IMAGE_RENDER_QUEUE },
  },
});
startLoopMonitor((message) => console.warn(message));
const stopCheckpoints = checkpointInBackground(db, env.STICKER_DB);

const service = await startService(app, {
  port: env.PORT,
  limits: {
    maxConnections: env.MAX_CONNECTIONS,
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
  },
});
console.log(`Sticker service on ${publicUrl} (port ${service.port}, database ${env.STICKER_DB})`);
console.log(`Demo user: ${DEMO_USER_ID}; API key header: apikey: ${env.STICKER_API_KEYS[0] ?? ''}`);

function shutdown() {
  void Promise.all([service.close(), stopCheckpoints()]).finally(() => {
    app.flushWrites();
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
