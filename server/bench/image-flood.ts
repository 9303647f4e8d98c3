/**
 * Issue 13's image flood: 50 clients ask for distinct uncached animated renders for 10 s, each
 * giving up after 2 s, while /api/health is probed. `npx tsx server/bench/image-flood.ts`.
 * Prints answers by status, health latency during the flood, and how long the service keeps
 * rendering once the clients have gone (its CPU time per 250 ms afterwards).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ART_SET_IDS, artSetDirectory } from '../src/images/art-sets';
import { IMAGE_RUNGS } from '../../contract/image-rungs';
import { MOTION_NAMES } from '../src/images/motions';
import { readdirSync } from 'node:fs';
import { summarize } from './measure';
import { loadLine } from './report';

const CLIENTS = 50;
const SECONDS = 10;
const GIVE_UP_MS = 2000;
const ACCEPT = { Accept: 'image/webp,*/*' };

const folder = mkdtempSync(join(tmpdir(), 'image-flood-'));
const child = fork(new URL('./service-child.ts', import.meta.url), [join(folder, 'x.db'), 'k'], {
  execArgv: ['--import', 'tsx'],
});
try {
  const port = await new Promise<number>((resolve) =>
    child.once('message', (reply) => resolve((reply as { port: number }).port)),
  );
  const origin = `http://127.0.0.1:${port}`;
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (reply) => resolve((reply as { cpu: number }).cpu));
      child.send('cpu');
    });

  // Distinct images: every stem of the sets, every motion, every rung pair.
  const stems = ART_SET_IDS.flatMap((set) =>
    readdirSync(artSetDirectory(set))
      .filter((name) => /^[a-z0-9_-]+\.svg$/i.test(name))
      .map((name) => `${set}/${name.slice(0, -4).toLowerCase()}`),
  );
  let next = 0;
  const nextUrl = () => {
    next += 1;
    const stem = stems[next % stems.length] ?? '';
    const motion = MOTION_NAMES[next % MOTION_NAMES.length] ?? 'bounce';
    const side = IMAGE_RUNGS[next % IMAGE_RUNGS.length] ?? 48;
    return `${origin}/api/images/${stem}~${motion}.svg?d=${side}x${side}`;
  };

  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const end = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < end) {
      try {
        const response = await fetch(nextUrl(), {
          headers: ACCEPT,
          signal: AbortSignal.timeout(GIVE_UP_MS),
        });
        await response.arrayBuffer();
        count(String(response.status));
      } catch {
        count('gave up (2 s)');
      }
    }
  };
  const health: number[] = [];
  const probe = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      await (await fetch(`${origin}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all([...Array.from({ length: CLIENTS }, client), probe()]);

  // After the clients have gone: CPU the service still spends, per 250 ms window.
  const after: string[] = [];
  let before = await cpu();
  for (let window = 0; window < 8; window += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await cpu();
    after.push(`${((now - before) / 1000).toFixed(0)} ms`);
    before = now;
  }
  const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\n${CLIENTS} clients, ${SECONDS} s of distinct animated renders (answers by status):`,
  );
  console.table(Object.fromEntries(statuses));
  console.log(`${(total / SECONDS).toFixed(1)} answers/s`);
  const { p50, p95, max } = summarize(health);
  console.log(
    `/api/health during the flood: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  );
  console.log(`service CPU per 250 ms after the clients left: ${after.join(', ')}`);
  console.log(loadLine());
} finally {
  child.kill();
  rmSync(folder, { recursive: true, force: true });
}
