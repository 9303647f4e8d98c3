import { dirname, join } from 'node:path';
import { createApp } from './app';
import { DEMO_USER_ID, seedCatalogue, seedDemoUser } from './catalogue';
import { checkpointInBackground } from './db/checkpoints';
import { openDatabase } from './db/open';
import { redacted } from './db/postgres';
import { readEnv } from './env';
import { reasonOf } from './http/reason';
import { inlineScriptHashesOf } from './guards/security-headers';
import { serveHealthOffThread } from './http/health-worker';
import { startLoopMonitor } from './http/loop-monitor';
import { siteFallback } from './http/static-site';
import { startService } from './serve';

const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    // The settings' own words, no stack: each line names a variable and what it takes.
    console.error(reasonOf(error));
    process.exit(1);
  }
})();
const where = env.DATABASE_URL === undefined ? env.STICKER_DB : redacted(env.DATABASE_URL);
const db = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  sqlitePath: env.STICKER_DB,
  postgres: {
    poolSize: env.DATABASE_POOL_SIZE,
    onIdleError: (error) => console.error(`database connection lost: ${error.message}`),
  },
}).catch((error: unknown) => {
  // One line, no stack: the usual causes are a wrong URL, a server not running, a password.
  console.error(`Cannot open the database ${where}: ${reasonOf(error)}`);
  process.exit(1);
});
await seedCatalogue(db);
await seedDemoUser(db);

const DIST = 'dist';
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
const app = await createApp({
  db,
  apiKeys: env.STICKER_API_KEYS,
  site: siteFallback(DIST, { serveSourceMaps: env.SERVE_SOURCE_MAPS, publicUrl }),
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
    webp: {
      concurrency: env.IMAGE_RENDER_CONCURRENCY,
      maxWaiting: env.IMAGE_RENDER_QUEUE,
      // On PostgreSQL renders are kept where the SQLite file would be.
      ...(db.file === undefined
        ? { renditionsDir: join(dirname(env.STICKER_DB), 'renditions') }
        : {}),
    },
  },
});
startLoopMonitor((message) => console.warn(message));
const stopCheckpoints = db.sqlite ? checkpointInBackground(db.sqlite, db.file) : async () => {};

const service = await startService(app, {
  port: env.PORT,
  limits: {
    maxConnections: env.MAX_CONNECTIONS,
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
  },
});
const health =
  env.HEALTH_PORT === undefined
    ? undefined
    : await serveHealthOffThread({
        port: env.HEALTH_PORT,
        sqliteFile: db.file,
        databaseUrl: env.DATABASE_URL,
      });
console.log(`Sticker service on ${publicUrl} (port ${service.port}, database ${where})`);
if (health) console.log(`Health checks also on port ${health.port}, answered off the main thread`);
console.log(`Demo user: ${DEMO_USER_ID}; API key header: apikey: ${env.STICKER_API_KEYS[0] ?? ''}`);

function shutdown() {
  void Promise.all([service.close(), stopCheckpoints(), health?.close()])
    .then(() => db.close())
    .finally(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
