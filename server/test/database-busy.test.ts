import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-server';
import { expectFailure } from './contract';

const dir = mkdtempSync(join(tmpdir(), 'busy-'));
let server: TestServer;
let other: Database.Database;
beforeAll(async () => {
  const dbPath = join(dir, 'busy.db');
  server = await startTestServer({ dbPath });
  other = new Database(dbPath);
});
afterAll(async () => {
  other.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const use = () => server.call('/api/camera/v1/analytics/send/101?userId=busy', { method: 'POST' });
const health = () => server.call('/api/health');
const settle = <T>(promise: Promise<T>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe('a write while another process holds the database lock', () => {
  it('waits off the event loop: other requests are answered meanwhile, the write once freed', async () => {
    other.exec('BEGIN IMMEDIATE');
    const write = use();
    const writeState = settle(write);
    // Health is answered while the write waits (a blocking wait would answer the write first).
    expect((await health()).status).toBe(200);
    expect(writeState.done).toBe(false);
    other.exec('COMMIT');
    expect((await write).status).toBe(200);
  });

  it('answers 503 with Retry-After when the lock is not released', async () => {
    other.exec('BEGIN IMMEDIATE');
    try {
      const response = await use();
      expect(response.headers.get('retry-after')).toBe('1');
      await expectFailure(response, 503, '1000');
    } finally {
      other.exec('COMMIT');
    }
    expect(server.errors).toEqual([]);
  });
});
