import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { freePort, LocalService, tempDatabasePath } from '../../scripts/bench/service.mjs';
import { e2eApiKey, e2eDatabasePath } from '../../playwright.config';

/**
 * A second, private instance of the real service (own port, own temporary database) serving the
 * same dist/ as the shared webServer, so a test can stop and restart it. Its database starts as a
 * consistent copy of the shared one (SQLite's online backup), which spares the 20 s catalogue
 * seeding; nothing the test does reaches the shared service. Start it with start().
 */
export async function createSecondService(): Promise<LocalService> {
  const dbPath = tempDatabasePath('e2e-second');
  const shared = new Database(e2eDatabasePath, { readonly: true, fileMustExist: true });
  try {
    await shared.backup(dbPath);
  } finally {
    shared.close();
  }
  return new LocalService({
    port: await freePort(),
    dbPath,
    apiKeys: [e2eApiKey],
    label: 'second sticker service',
  });
}

export async function disposeSecondService(service: LocalService): Promise<void> {
  await service.stop();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${service.dbPath}${suffix}`, { force: true });
}
