import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { seedAlone } from './bulk';
import { openSqlite } from './sqlite';

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
