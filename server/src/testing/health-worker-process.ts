import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openSqlite } from '../db/sqlite';
import { serveHealthOffThread } from '../http/health-worker';

/**
 * The off-thread health server over a fresh SQLite file, for health-worker.test.ts. Prints
 * `health <port>`; on a line `block <ms>` it blocks its main thread that long, printing
 * `blocking` before and `unblocked` after.
 */
const db = await openSqlite(join(mkdtempSync(join(tmpdir(), 'health-worker-')), 'health.db'));
const health = await serveHealthOffThread({ port: 0, hostname: '127.0.0.1', sqliteFile: db.file });
console.log(`health ${health.port}`);
createInterface({ input: process.stdin }).on('line', (line) => {
  const ms = Number(/^block (\d+)$/.exec(line)?.[1] ?? NaN);
  if (Number.isNaN(ms)) return;
  process.stdout.write('blocking\n');
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // The main thread does nothing else, as a long synchronous query would.
  }
  process.stdout.write('unblocked\n');
});
