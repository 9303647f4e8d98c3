import { sql } from 'kysely';
import type { Database } from '../src/db/database';

/** How many download rows (M9 history and C1 events) a user has. */
export async function downloadRows({ kysely }: Database, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT CAST(COUNT(*) AS INTEGER) AS n
    FROM downloads WHERE user_id = ${userId}`.execute(kysely);
  return rows[0]?.n ?? 0;
}
