import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seededSharedDatabase,
  startServiceProcess,
  stopServiceProcess,
  type ServiceProcess,
  type SharedDatabase,
} from '../src/testing/service-processes';
import { testDatabaseUrl } from '../src/testing/test-database';

// docs/deploy.md, Backups: the search tables can be left out of a dump (pg_dump
// --exclude-table-data for each) and are rebuilt at start. Restored, that is the database below:
// every other table as it was (search_source included), the search tables empty.
const SEARCH_TABLES = ['search_keywords', 'search_postings'];
const m = '/api/messenger/v1';

let shared: SharedDatabase;
let restored: ServiceProcess;
const cleanups: (() => Promise<void> | void)[] = [];
interface Listing {
  body: { stickerList?: unknown[]; packageList?: { packageId: number }[] };
}
const read = async (path: string) => (await restored.call(path)).json() as Promise<Listing>;

describe.runIf(testDatabaseUrl() !== undefined)(
  'a PostgreSQL database restored from a dump without the search tables’ data',
  () => {
    beforeAll(async () => {
      shared = await seededSharedDatabase();
      const before = await startServiceProcess(shared.env);
      cleanups.push(() => stopServiceProcess(before));
      expect((await before.call(`${m}/search?q=cat&userId=before-restore`)).status).toBe(200);
      await stopServiceProcess(before);

      const db = await shared.open();
      for (const table of SEARCH_TABLES) {
        await sql`DELETE FROM ${sql.table(table)}`.execute(db.kysely);
      }
      await db.close();
      restored = await startServiceProcess(shared.env);
      cleanups.push(() => stopServiceProcess(restored));
    }, 60_000);
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      shared.remove();
    });

    it('finds stickers: the search tables are rebuilt at start', async () => {
      const found = await read(`${m}/search?q=cat&userId=after-restore`);
      expect(found.body.stickerList?.length ?? 0).toBeGreaterThan(0);
    });
  },
);
