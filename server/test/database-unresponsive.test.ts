import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import {
  seededSharedDatabase,
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
} from '../src/testing/service-processes';
import { testDatabaseUrl } from '../src/testing/test-database';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * A TCP relay to PostgreSQL that can stop answering without closing anything, as a database
 * host that hangs or a network path that drops packets does: freeze() keeps every connection
 * open and lets nothing through either way; thaw() closes what was frozen and relays again.
 */
async function startFreezingProxy(targetPort: number, targetHost: string) {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.once('close', () => sockets.delete(from));
      from.on('error', () => to.destroy());
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
      from.on('end', () => to.end());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The response, or 'no answer' when none came before `ms` passed. */
async function answerWithin(request: Promise<Response>, ms: number) {
  const gaveUp = new AbortController();
  const timer = sleep(ms, 'no answer' as const, { signal: gaveUp.signal }).catch(
    () => 'no answer' as const,
  );
  try {
    return await Promise.race([request, timer]);
  } finally {
    gaveUp.abort();
  }
}

describe.runIf(testDatabaseUrl() !== undefined)('PostgreSQL that stops answering', () => {
  it('answers API requests with the 1000 envelope, as /api/health answers 503, rather than never', async () => {
    const shared = await seededSharedDatabase();
    const direct = new URL(shared.env.DATABASE_URL ?? '');
    const proxy = await startFreezingProxy(Number(direct.port), direct.hostname);
    cleanups.push(() => proxy.close());
    direct.port = String(proxy.port);
    const service: ServiceProcess = await startServiceProcess({ DATABASE_URL: direct.toString() });
    cleanups.push(() => stopServiceProcess(service));
    const mine = () => service.call('/api/messenger/v1/mysticker/u');

    // The pool holds open connections, as it does on any serving instance.
    await Promise.all([mine(), mine()]);
    expect((await mine()).status).toBe(200);

    proxy.freeze();
    const health = await answerWithin(service.call('/api/health'), 10_000);
    expect(health === 'no answer' ? health : health.status).toBe(503);

    // The service's own bounds are 500 ms (health) and 3 s (a connection from the pool): a
    // client waiting five times that still has no answer, while the database stays silent.
    const answer = await answerWithin(mine(), 15_000);
    proxy.thaw();
    if (answer === 'no answer') expect.fail('no answer while the database stays silent');
    const body = (await answer.json()) as { header: { code: string } };
    expect(body.header.code).toBe('1000');
  }, 40_000);
});
