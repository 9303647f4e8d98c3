import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { lockUserWrites } from '../src/repos/user-writes';
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

/** The response, or 'no answer' when none came before `ms` passed (or the connection failed). */
async function answerWithin(request: Promise<Response>, ms: number) {
  const gaveUp = new AbortController();
  const timer = sleep(ms, 'no answer' as const, { signal: gaveUp.signal }).catch(
    () => 'no answer' as const,
  );
  try {
    return await Promise.race([request.catch(() => 'no answer' as const), timer]);
  } finally {
    gaveUp.abort();
  }
}

/** A service process, and a transaction of a vanished instance holding `userId`'s write lock. */
async function strandedUser(userId: string) {
  const shared = await seededSharedDatabase();
  const survivor: ServiceProcess = await startServiceProcess(shared.env);
  cleanups.push(() => stopServiceProcess(survivor));
  // The vanished instance's transaction: it took the user's lock, as every such write does, and
  // never ends.
  const vanished = await shared.open();
  let release = () => {};
  await new Promise<void>((resolve) => {
    void vanished.kysely.transaction().execute(async (trx) => {
      await lockUserWrites('postgres', trx, userId);
      resolve();
      await new Promise<void>((end) => (release = end));
    });
  });
  cleanups.push(async () => {
    release();
    await vanished.close();
  });
  expect((await survivor.call('/api/health')).status).toBe(200);
  return survivor;
}

const m = '/api/messenger/v1';
const statusOf = (answer: Response | 'no answer') =>
  answer === 'no answer' ? answer : answer.status;

// An instance whose host vanished (power cut, network partition) in the middle of one of a
// user's writes leaves its transaction open on PostgreSQL, holding that user's write lock, until
// the server notices the dead connection (TCP keepalive: two hours by default). The healthy
// instances must not hang meanwhile: on SQLite a lock held for half a second answers 503 with
// Retry-After (docs/service.md, result codes).
describe.runIf(testDatabaseUrl() !== undefined)(
  'a user write left open by a vanished instance',
  () => {
    it('leaves that user’s searches and downloads on the other instances with an answer', async () => {
      const survivor = await strandedUser('stranded');
      const answers = await Promise.all([
        answerWithin(survivor.call(`${m}/search?q=cat&userId=stranded`), 15_000),
        answerWithin(survivor.call(`${m}/download/1?userId=stranded`, { method: 'POST' }), 15_000),
      ]);
      expect(answers.map(statusOf)).toEqual([expect.any(Number), expect.any(Number)]);
    }, 40_000);

    it('goes on serving the other users of an instance that user keeps searching on', async () => {
      const survivor = await strandedUser('stranded-2');
      // A few searches of that user: each records its tag under the user's lock.
      const waiting = Array.from({ length: 6 }, () =>
        answerWithin(survivor.call(`${m}/search?q=cat&userId=stranded-2`), 15_000),
      );
      const bystander = await answerWithin(survivor.call(`${m}/mysticker/bystander`), 15_000);
      expect(statusOf(bystander)).toBe(200);
      await Promise.all(waiting);
    }, 40_000);
  },
);
