import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from '../db/schema';
import { offsetOf, type Paging } from '../http/page-map';

export interface Page<Row> {
  rows: Row[];
  total: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Runs a page query whose rows carry `total_count` (COUNT(*) OVER ()); the count query only runs
 * for a page past the end, where no row is there to carry the total.
 */
export async function readPage<Row extends { total_count: number }>(
  page: (window: PageWindow) => Promise<Row[]>,
  count: () => Promise<number>,
  paging: Paging,
): Promise<Page<Row>> {
  const offset = offsetOf(paging);
  const rows = await page({ limit: paging.limit, offset });
  const first = rows[0];
  if (first) return { rows, total: first.total_count };
  if (offset === 0) return { rows, total: 0 };
  return { rows, total: await count() };
}

/** The number of rows `from` (a FROM … WHERE clause) describes. */
export async function countRows(db: Kysely<Tables>, from: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n ${from}`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}
