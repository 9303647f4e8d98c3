import { createApp } from '../../src/app';
import { checkpointInBackground } from '../../src/db/checkpoints';
import { openDatabase } from '../../src/db/open';
import { serveHealthOffThread } from '../../src/http/health-worker';
import { startLoopMonitor } from '../../src/http/loop-monitor';
import { startService } from '../../src/serve';

/**
 * The service as `npm run server` runs it (guards, connection limits, loop monitor) over the
 * benchmark database (the SQLite file, or DATABASE_URL), in its own process; rate limits are raised, this measures capacity.
 * Answers 'loop' with the event-loop delay seen since the last 'reset'.
 */
const [path, apiKey] = process.argv.slice(2);
if (!path || !apiKey) throw new Error('usage: service-child <db path> <api key>');
// DATABASE_URL runs it on PostgreSQL (the write phase), as npm run server would.
const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqlitePath: path,
  postgres: { poolSize: 10 },
});
const stopCheckpoints = db.sqlite ? checkpointInBackground(db.sqlite, path) : async () => {};
const blocked: string[] = [];
const app = await createApp({
  db,
  apiKeys: [apiKey],
  publicUrl: 'http://127.0.0.1',
  guards: {
    rateLimits: { writesPerKey: 1e9, writesPerClient: 1e9, imagesPerClient: 1e9, windowMs: 60_000 },
  },
});
const monitor = startLoopMonitor((message) => blocked.push(message));
const service = await startService(app, { port: 0, hostname: '127.0.0.1' });
// HEALTH_PORT's server, as npm run server starts it when the setting is given.
const health = await serveHealthOffThread({
  port: 0,
  hostname: '127.0.0.1',
  sqliteFile: db.file,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
process.send?.({ port: service.port, healthPort: health.port });

process.on('message', (message) => {
  if (message === 'port') process.send?.({ port: service.port, healthPort: health.port });
  if (message === 'reset') {
    monitor.delay.reset();
    blocked.length = 0;
    process.send?.({ reset: true });
  }
  if (message === 'loop') {
    const ms = (ns: number) => ns / 1e6;
    process.send?.({
      loop: {
        p50: ms(monitor.delay.percentile(50)),
        p99: ms(monitor.delay.percentile(99)),
        max: ms(monitor.delay.max),
      },
      blocked: [...blocked],
    });
  }
});
process.on('disconnect', () => {
  void Promise.all([service.close(), stopCheckpoints(), health.close()])
    .then(() => db.close())
    .finally(() => process.exit(0));
});
