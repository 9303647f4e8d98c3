import { createApp } from '../app';
import { openDatabase } from '../db/open';
import { startService } from '../serve';
import { TEST_API_KEY } from './start-server';

/**
 * One service process for the tests that need several or kill one: the app over the database
 * the environment names (DATABASE_URL, else STICKER_DB), already seeded by the test, with rate
 * limits out of the way. Prints `listening <port>` when it takes requests.
 */
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqlitePath: process.env.STICKER_DB ?? ':memory:',
  postgres: { poolSize: 4 },
});
const unlimited = {
  writesPerKey: 1e9,
  writesPerClient: 1e9,
  imagesPerClient: 1e9,
  windowMs: 60_000,
};
const app = await createApp({
  db,
  apiKeys: [TEST_API_KEY],
  guards: { rateLimits: unlimited },
  log: (message, error) => console.error(message, error),
});
const service = await startService(app, { port: 0, hostname: '127.0.0.1' });
console.log(`listening ${service.port}`);
process.on('SIGTERM', () => {
  void service
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
