import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/**
 * Moves C1's period totals to a new first day. Forward, the days that left the period are
 * subtracted (their per-day counts, one row a pack and day); backward (a clock set back, in
 * tests) the period is summed again. Either costs packs × days moved, once per day.
 *
 * Several service processes may share the database, so the move claims the window in the
 * database (an UPDATE from the start it read) and does the arithmetic in the same transaction;
 * a process that finds the window already moved does nothing. This process only remembers which
 * start it last saw, to skip the database on every request of the same day.
 */
export function createRankingWindows(db: Kysely<Tables>) {
  const seen = new Map<number, string>();

  /** Answers false when another process moved the window between the read and the claim. */
  function move(days: number, to: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const window = await trx
        .selectFrom('ranking_windows')
        .select('since_day')
        .where('days', '=', days)
        .executeTakeFirst();
      const from = window?.since_day;
      if (from === undefined || from === to) return true;
      const claimed = await trx
        .updateTable('ranking_windows')
        .set({ since_day: to })
        .where('days', '=', days)
        .where('since_day', '=', from)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return false;
      if (to > from) {
        await sql`UPDATE ranking_totals SET events = ranking_totals.events - gone.events
          FROM (SELECT package_id, SUM(events) AS events FROM ranking_counts
            WHERE day >= ${from} AND day < ${to} GROUP BY package_id) gone
          WHERE ranking_totals.days = ${days}
            AND ranking_totals.package_id = gone.package_id`.execute(trx);
        await trx
          .deleteFrom('ranking_totals')
          .where('days', '=', days)
          .where('events', '<=', 0)
          .execute();
      } else {
        await trx.deleteFrom('ranking_totals').where('days', '=', days).execute();
        await sql`INSERT INTO ranking_totals (days, package_id, events)
          SELECT CAST(${days} AS INTEGER), package_id, CAST(SUM(events) AS INTEGER)
          FROM ranking_counts WHERE day >= ${to} GROUP BY package_id`.execute(trx);
      }
      return true;
    });
  }

  return {
    /** Makes the `days` period's totals count events from `sinceDay` on. */
    async moveTo(days: number, sinceDay: string): Promise<void> {
      if (seen.get(days) === sinceDay) return;
      while (!(await move(days, sinceDay)));
      seen.set(days, sinceDay);
    },
  };
}
