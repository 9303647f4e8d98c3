import type Database from 'better-sqlite3';

/**
 * Moves C1's period totals (migration 6) to a new first day. Forward, the days that left the
 * period are subtracted (their per-day counts, one row a pack and day); backward (a clock set
 * back, in tests) the period is summed again. Either costs packs × days moved, once per day.
 */
export function createRankingWindows(db: Database.Database) {
  const since = new Map<number, string>(
    db
      .prepare<[], { days: number; since_day: string }>(
        'SELECT days, since_day FROM ranking_windows',
      )
      .all()
      .map((row) => [row.days, row.since_day]),
  );
  const subtract = db.prepare<{ days: number; from: string; to: string }>(
    `UPDATE ranking_totals SET events = ranking_totals.events - gone.events
     FROM (SELECT package_id, SUM(events) AS events FROM ranking_counts
       WHERE day >= @from AND day < @to GROUP BY package_id) gone
     WHERE ranking_totals.days = @days AND ranking_totals.package_id = gone.package_id`,
  );
  const clear = db.prepare<[number]>('DELETE FROM ranking_totals WHERE days = ?');
  const resum = db.prepare<{ days: number; from: string }>(
    `INSERT INTO ranking_totals (days, package_id, events)
     SELECT @days, package_id, SUM(events) FROM ranking_counts WHERE day >= @from
     GROUP BY package_id`,
  );
  const dropEmpty = db.prepare<[number]>(
    'DELETE FROM ranking_totals WHERE days = ? AND events <= 0',
  );
  const save = db.prepare<[string, number]>(
    'UPDATE ranking_windows SET since_day = ? WHERE days = ?',
  );

  const move = db.transaction((days: number, from: string, to: string) => {
    if (to > from) {
      subtract.run({ days, from, to });
      dropEmpty.run(days);
    } else {
      clear.run(days);
      resum.run({ days, from: to });
    }
    save.run(to, days);
  });

  return {
    /** Makes the `days` period's totals count events from `sinceDay` on. */
    moveTo(days: number, sinceDay: string): void {
      const current = since.get(days);
      if (current === undefined || current === sinceDay) return;
      move(days, current, sinceDay);
      since.set(days, sinceDay);
    },
  };
}
