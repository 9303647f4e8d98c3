import type { Statement } from 'better-sqlite3';
import { offsetOf, type Paging } from '../http/page-map';

export interface Page<Row> {
  rows: Row[];
  total: number;
}

type PageParams<P> = P & { limit: number; offset: number };

/**
 * Runs a page query whose rows carry `total_count` (COUNT(*) OVER ()); the count query only runs
 * for a page past the end, where no row is there to carry the total.
 */
export function readPage<P extends object, Row extends { total_count: number }>(
  page: Statement<[PageParams<P>], Row>,
  count: Statement<[P], { total_count: number }>,
  params: P,
  paging: Paging,
): Page<Row> {
  const offset = offsetOf(paging);
  const rows = page.all({ ...params, limit: paging.limit, offset });
  const first = rows[0];
  if (first) return { rows, total: first.total_count };
  if (offset === 0) return { rows, total: 0 };
  return { rows, total: count.get(params)?.total_count ?? 0 };
}
