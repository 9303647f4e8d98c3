import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const EVERY_MS = 1000;

// The worker opens its own connection: a checkpoint copies the WAL's pages into the database
// file and syncs it, which can take seconds on a busy disk. PASSIVE never waits for a lock.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { timeout: 0 });
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.everyMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/**
 * Takes WAL checkpoints off the event loop: SQLite's automatic checkpoint runs inside the commit
 * that crosses 1000 pages, on the thread that commits; here a worker thread checkpoints every
 * second instead. Falls back to the automatic checkpoint if the worker fails.
 */
export function checkpointInBackground(
  db: Database.Database,
  path: string | undefined,
): () => Promise<void> {
  if (path === undefined) return () => Promise.resolve();
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { driver, path, everyMs: EVERY_MS },
  });
  db.pragma('wal_autocheckpoint = 0');
  worker.on('error', () => db.pragma('wal_autocheckpoint = 1000'));
  worker.unref();
  return async () => {
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('exit', resolve));
  };
}
