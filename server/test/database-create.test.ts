import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { testDatabaseUrl } from '../src/testing/test-database';

const url = testDatabaseUrl();
const created: string[] = [];

afterAll(async () => {
  if (url === undefined) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  } finally {
    await admin.end();
  }
});

describe.runIf(url !== undefined)(
  'instances starting at once on a database not created yet',
  () => {
    it.each([1, 2, 3])('both open it, whichever creates it (try %i)', async () => {
      const name = `t_new_${randomBytes(6).toString('hex')}`;
      created.push(name);
      const target = new URL(url ?? '');
      target.pathname = `/${name}`;
      const opened = await Promise.allSettled([
        openPostgres(target.toString(), { poolSize: 1 }),
        openPostgres(target.toString(), { poolSize: 1 }),
      ]);
      const databases = opened.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      await Promise.all(databases.map((db: Database) => db.close()));
      expect(
        opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened')),
      ).toEqual(['opened', 'opened']);
    });
  },
);
