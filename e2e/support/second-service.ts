import { rmSync } from 'node:fs';
import { freePort, LocalService, tempDatabasePath } from '../../scripts/bench/service.mjs';
import { e2eApiKey } from '../../playwright.config';

/**
 * A second, private instance of the real service (own port, own temporary database) serving the
 * same dist/ as the shared webServer, so a test can stop and restart it. Start it with start().
 */
export async function createSecondService(): Promise<LocalService> {
  return new LocalService({
    port: await freePort(),
    dbPath: tempDatabasePath('e2e-second'),
    apiKeys: [e2eApiKey],
    label: 'second sticker service',
  });
}

export async function disposeSecondService(service: LocalService): Promise<void> {
  await service.stop();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${service.dbPath}${suffix}`, { force: true });
}
