import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalogue } from '../src/testing/seed-fixture';
import {
  sharedDatabase,
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
} from '../src/testing/service-processes';
import { startTcpProxy } from '../src/testing/tcp-proxy';
import { testDatabaseUrl } from '../src/testing/test-database';
import { expectFailure } from './contract';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls until `check` holds; no fixed sleep decides the outcome. */
async function until(check: () => Promise<boolean>, tries = 100): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

describe('a database that cannot be reached at start', () => {
  it('stops the service with one line naming the database, no stack, no password', async () => {
    const url = `postgres://stickers:secret@127.0.0.1:${await closedPort()}/stickers`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      env: { ...process.env, DATABASE_URL: url, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    const lines = stderr.split('\n').filter((line) => line.trim() && !/nodedir/.test(line));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot open the database postgres:\/\/stickers:\*\*\*@127\.0\.0\.1:\d+\/stickers: .*ECONNREFUSED/,
    );
    expect(stderr).not.toContain('secret');
  });
});

describe.runIf(testDatabaseUrl() !== undefined)('PostgreSQL going away while serving', () => {
  it('answers /api/health 503 in the envelope while it is away, then 200 by itself', async () => {
    const shared = await sharedDatabase();
    const db = await shared.open();
    await seedFixtureCatalogue(db);
    await db.close();
    const direct = new URL(shared.env.DATABASE_URL ?? '');
    const proxy = await startTcpProxy(Number(direct.port), direct.hostname);
    cleanups.push(() => proxy.close());
    direct.port = String(proxy.port);
    const service: ServiceProcess = await startServiceProcess({
      DATABASE_URL: direct.toString(),
    });
    cleanups.push(() => stopServiceProcess(service));
    const health = () => service.call('/api/health');

    expect((await health()).status).toBe(200);
    proxy.down();
    const down = await health();
    expect(down.headers.get('retry-after')).toBe('1');
    await expectFailure(down, 503, '1000');
    proxy.up();
    expect(await until(async () => (await health()).status === 200)).toBe(true);
    const mine = await service.call('/api/messenger/v1/mysticker/u');
    expect(mine.status).toBe(200);
  });
});
