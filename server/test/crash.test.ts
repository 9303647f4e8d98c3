import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  seededSharedDatabase,
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
  type SharedDatabase,
} from '../src/testing/service-processes';

// A service process killed with SIGKILL while writes are in flight: every write it answered
// with 0000 is in the database afterwards (PostgreSQL under npm run test:pg, else a SQLite file).
let shared: SharedDatabase;
let service: ServiceProcess;
beforeAll(async () => {
  shared = await seededSharedDatabase();
  service = await startServiceProcess(shared.env);
}, 60_000);
afterAll(async () => {
  await stopServiceProcess(service);
  shared.remove();
});

const m = '/api/messenger/v1';
const KINDS = ['download', 'wish', 'view', 'tag', 'send', 'use'] as const;
type Kind = (typeof KINDS)[number];
interface Write {
  kind: Kind;
  userId: string;
}

const request = (kind: Kind, userId: string): [string, string] =>
  ({
    download: ['POST', `${m}/download/2?userId=${userId}`],
    wish: ['PUT', `${m}/wish/2?userId=${userId}`],
    view: ['GET', `${m}/package/2?userId=${userId}`],
    tag: ['GET', `${m}/search?q=cat&userId=${userId}`],
    send: ['POST', `${m}/analytics/send/201?userId=${userId}`],
    use: ['POST', `/api/camera/v1/analytics/send/201?userId=${userId}`],
  })[kind] as [string, string];

/** Whether the database holds the write (each user made exactly one). */
async function holds(db: Database, { kind, userId }: Write): Promise<boolean> {
  const table = {
    download: 'user_packages',
    wish: 'wishes',
    view: 'package_views',
    tag: 'recent_searches',
    send: 'sticker_sends',
    use: 'sticker_usage',
  }[kind];
  const { rows } = await sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
    FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(db.kysely);
  return (rows[0]?.n ?? 0) > 0;
}

/** Writes from eight clients until 120 are answered, then kills the process mid-stream. */
async function writeUntilKilled(target: ServiceProcess, firstUser: number) {
  const answered: Write[] = [];
  // Requests with no answer: the ones in flight when the process died.
  let unanswered = 0;
  const state = { killed: false };
  let next = firstUser;
  const worker = async () => {
    while (!state.killed) {
      const n = (next += 1);
      const write: Write = { kind: KINDS[n % KINDS.length] ?? 'download', userId: `crash-${n}` };
      const [method, path] = request(write.kind, write.userId);
      try {
        const response = await target.call(path, { method });
        const json = (await response.json()) as { header: { code: string } };
        if (json.header.code === '0000') answered.push(write);
      } catch {
        unanswered += 1;
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  while (answered.length < 120) await new Promise((resolve) => setImmediate(resolve));
  target.child.kill('SIGKILL');
  state.killed = true;
  await Promise.all(workers);
  return { answered, unanswered, lastUser: next, exit: await target.exited };
}

describe('SIGKILL in the middle of writes', () => {
  it('loses no write that was answered 0000', async () => {
    const answered: Write[] = [];
    let unanswered = 0;
    let lastUser = 0;
    // On a loaded machine the process can answer every request before the signal lands; such a
    // round proves nothing about writes in flight, so the process is started again and killed again.
    for (let round = 0; round < 5 && unanswered === 0; round += 1) {
      if (round > 0) service = await startServiceProcess(shared.env);
      const outcome = await writeUntilKilled(service, lastUser);
      expect(outcome.exit).toBe('SIGKILL');
      answered.push(...outcome.answered);
      unanswered += outcome.unanswered;
      lastUser = outcome.lastUser;
    }

    const db = await shared.open();
    try {
      const lost: Write[] = [];
      for (const write of answered) if (!(await holds(db, write))) lost.push(write);
      expect(unanswered).toBeGreaterThan(0);
      expect(lost).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
