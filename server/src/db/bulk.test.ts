import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { seedAlone } from './bulk';
import { BUSY_TIMEOUT_MS, openSqlite } from './sqlite';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

/** Another process writing to the same SQLite file, giving up after 300 ms of waiting. */
function writeFromAnotherProcess(file: string): boolean {
  const script = `const Database = require('better-sqlite3');
    const db = new Database(process.argv[1], { timeout: 300 });
    db.exec('CREATE TABLE other_process_write (x)');`;
  return spawnSync(process.execPath, ['-e', script, file], { cwd: process.cwd() }).status === 0;
}

test('on SQLite a seed holds the write lock from its first read, so no other write comes between', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'seed-alone-'));
  directories.push(directory);
  const file = join(directory, 'stickers.db');
  const db = await openSqlite(file);
  let otherWrote: boolean | undefined;
  try {
    await seedAlone(db, async (trx) => {
      // A seed reads first (is the work done?), then writes.
      await trx.selectFrom('packages').select('package_id').limit(1).execute();
      otherWrote = writeFromAnotherProcess(file);
      await trx.deleteFrom('search_source').execute();
    });
  } finally {
    await db.close();
  }
  // A deferred transaction would have let the other process commit, then failed its own write
  // with SQLITE_BUSY_SNAPSHOT.
  expect(otherWrote).toBe(false);
});

/** Another process that takes the write lock, as a seed starting first does, and holds it. */
async function holdWriteLock(file: string, ms: number): Promise<ChildProcess> {
  const script = `const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    console.log('locked');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], { cwd: process.cwd() });
  await once(child.stdout, 'data');
  return child;
}

test("on SQLite a seed waits for another process's seed instead of failing at once", async () => {
  const directory = mkdtempSync(join(tmpdir(), 'seed-wait-'));
  directories.push(directory);
  const file = join(directory, 'stickers.db');
  const db = await openSqlite(file);
  const other = await holdWriteLock(file, 400);
  let seeded = false;
  try {
    await seedAlone(db, async (trx) => {
      await trx.deleteFrom('search_source').execute();
      seeded = true;
    });
    // The service's own short wait is back for its requests.
    expect(db.sqlite?.pragma('busy_timeout', { simple: true })).toBe(BUSY_TIMEOUT_MS);
  } finally {
    await db.close();
    if (other.exitCode === null) await once(other, 'exit');
  }
  expect(seeded).toBe(true);
});
