import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUCK_AFTER_MS } from '../src/http/health-worker';

// HEALTH_PORT's server in a process whose main thread the test can block, as SQLite work or a
// queue of requests would: health still answers, and a loop stuck for good is not called alive.
const SCRIPT = new URL('../src/testing/health-worker-process.ts', import.meta.url);
let child: ChildProcess;
let port: number;
const lines: string[] = [];
const waiters: { line: string; resolve: () => void }[] = [];

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', SCRIPT.pathname], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.line === line)) waiter.resolve();
  });
  port = await new Promise<number>((resolve) => {
    const timer = setInterval(() => {
      const found = lines.map((line) => /^health (\d+)$/.exec(line)?.[1]).find(Boolean);
      if (found) {
        clearInterval(timer);
        resolve(Number(found));
      }
    }, 20);
  });
}, 30_000);
afterAll(() => {
  child.kill();
});

const seen = (line: string) =>
  new Promise<void>((resolve) => {
    if (lines.includes(line)) resolve();
    else waiters.push({ line, resolve });
  });

async function status(path: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  const json = (await response.json()) as { header: { code: string } };
  expect(json.header.code).toBe(response.status === 200 ? '0000' : '1000');
  return response.status;
}

const block = (ms: number) => child.stdin?.write(`block ${ms}\n`);

describe('health on HEALTH_PORT, off the main thread', () => {
  it('answers readiness and liveness while the main thread is busy', async () => {
    expect(await status('/api/health')).toBe(200);
    expect(await status('/api/health/live')).toBe(200);
    lines.length = 0;
    block(1500);
    await seen('blocking');
    expect(await status('/api/health/live')).toBe(200);
    expect(await status('/api/health')).toBe(200);
    // Both answers came while the main thread was still blocked.
    expect(lines).not.toContain('unblocked');
    await seen('unblocked');
  });

  // docs/service.md: HEALTH_PORT gives "the same two checks"; liveness is GET or HEAD, any query
  // (as on the service's own port, serve.ts). A proxy probing HEAD, or adding a query, is told
  // 405 or 404 here, and takes the instance out.
  it('answers liveness to HEAD and to a query string, as the service port does', async () => {
    const probe = (path: string, method: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, { method }).then((response) => response.status);
    expect({
      head: await probe('/api/health/live', 'HEAD'),
      query: await probe('/api/health/live?probe=lb', 'GET'),
    }).toEqual({ head: 200, query: 200 });
    // Another method is refused saying which are served (RFC 9110: a 405 names them).
    const post = await fetch(`http://127.0.0.1:${port}/api/health/live`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 once the main thread has been stuck for STUCK_AFTER_MS', async () => {
    lines.length = 0;
    block(STUCK_AFTER_MS + 3000);
    await seen('blocking');
    let answered = 200;
    while (answered === 200 && !lines.includes('unblocked')) {
      answered = await status('/api/health/live');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answered).toBe(503);
    await seen('unblocked');
    // Alive again at the loop's next heartbeat.
    let again = 503;
    for (let tries = 0; again !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await status('/api/health/live');
    }
    expect(again).toBe(200);
  }, 30_000);
});
