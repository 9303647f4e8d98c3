import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Limits the WAL keeps to; the service's SQLite connections set them (db/sqlite.ts). */
export const WAL_LIMITS = {
  /** Pages after which a commit checkpoints by itself, when no worker does (SQLite's default). */
  autocheckpointPages: 1000,
  /** A WAL file the checkpoint has reset is cut back to this size. */
  journalSizeLimitBytes: 64 * 1024 * 1024,
  /** Past this size the worker waits for readers and writers to truncate the file. */
  truncateAboveBytes: 16 * 1024 * 1024,
};

const EVERY_MS = 1000;
/** A truncating checkpoint waits at most this long for readers and writers; PASSIVE never does. */
const TRUNCATE_WAIT_MS = 200;

// The worker opens its own connection: a checkpoint copies the WAL's pages into the database
// file and syncs it, which can take seconds on a busy disk. PASSIVE copies what it can without
// waiting for any lock, but a WAL is only rewound from its start once no reader still needs its
// frames, which under steady reads and writes may never happen: so once the file has grown past
// a threshold, TRUNCATE waits (a short while, on this thread only) for a quiet moment, copies the
// rest and empties the file. Writers meanwhile get SQLITE_BUSY and retry from a timer.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { statSync } = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { timeout: workerData.truncateWaitMs });
db.pragma('journal_size_limit = ' + workerData.journalSizeLimitBytes);
const walSize = () => { try { return statSync(workerData.path + '-wal').size; } catch { return 0; } };
const timer = setInterval(() => {
  try {
    db.pragma(walSize() > workerData.truncateAboveBytes
      ? 'wal_checkpoint(TRUNCATE)' : 'wal_checkpoint(PASSIVE)');
  } catch {}
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
    workerData: {
      driver,
      path,
      everyMs: EVERY_MS,
      truncateWaitMs: TRUNCATE_WAIT_MS,
      ...WAL_LIMITS,
    },
  });
  db.pragma('wal_autocheckpoint = 0');
  worker.on('error', () => db.pragma(`wal_autocheckpoint = ${WAL_LIMITS.autocheckpointPages}`));
  worker.unref();
  return async () => {
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('exit', resolve));
  };
}
