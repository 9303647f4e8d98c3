import { afterAll, describe, expect, it } from 'vitest';
import { serveHealthOffThread } from '../src/http/health-worker';
import { startTcpProxy } from '../src/testing/tcp-proxy';
import { testDatabaseUrl } from '../src/testing/test-database';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// deploy.md: readiness answers 200 "again once the database is back; nothing needs restarting",
// and HEALTH_PORT gives "the same answers" as the service's port, whose check answers 200 on the
// first try after an outage.
describe.runIf(testDatabaseUrl() !== undefined)('readiness on HEALTH_PORT after an outage', () => {
  it('answers 200 on the first check once PostgreSQL is reachable again', async () => {
    const direct = new URL(testDatabaseUrl() ?? '');
    const proxy = await startTcpProxy(Number(direct.port), direct.hostname);
    cleanups.push(() => proxy.close());
    direct.port = String(proxy.port);
    const health = await serveHealthOffThread({
      port: 0,
      hostname: '127.0.0.1',
      databaseUrl: direct.toString(),
    });
    cleanups.push(() => health.close());
    const ready = async () => (await fetch(`http://127.0.0.1:${health.port}/api/health`)).status;

    expect(await ready()).toBe(200);
    proxy.down();
    expect(await ready()).toBe(503);
    proxy.up();
    const afterwards = [await ready(), await ready()];
    expect(afterwards).toEqual([200, 200]);
  });
});
