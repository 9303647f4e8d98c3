import { sql } from 'kysely';
import type { Database } from '../db/database';
import { reusable } from '../db/reusable';
import type { Paging } from '../http/page-map';
import { countRows, readPage } from './paged';
import { createTrendRecorder } from './trends-repo';
import { lockUserWrites } from './user-writes';
import { readFlags, recordViewWithFlags } from './user-flags';
import {
  COVER_JOIN,
  PACKAGE_COLUMNS,
  TOTAL_COUNT,
  userFlagColumns,
  type PackageRow,
  type UserFlagsRow,
} from './package-row';

export const RECENT_SEARCH_LIMIT = 12;

interface SentRow {
  sticker_id: number;
  package_id: number;
  image_key: string;
  animation: string | null;
  total_count: number;
}
type ViewedRow = PackageRow & UserFlagsRow & { total_count: number };

/** Per-user trails: recent search tags (M2), viewed packs (M5), sent stickers (M4). */
export function createHistoryRepo({ kysely: db, engine }: Database) {
  const tags = (userId: string) =>
    db
      .selectFrom('recent_searches')
      .select('keyword')
      .where('user_id', '=', userId)
      .orderBy('searched_at', 'desc')
      .orderBy('keyword')
      .limit(RECENT_SEARCH_LIMIT);
  const recentTags = reusable(db, (userId: string) => tags(userId));
  // Tags differing only in case are one tag: the latest spelling replaces the older one. Both
  // sides go through the engine's casefold(): PostgreSQL's lower() and JavaScript's
  // toLowerCase() fold İ and a final Σ differently.
  const deleteVariants = reusable(db, (userId: string, keyword: string) =>
    db
      .deleteFrom('recent_searches')
      .where('user_id', '=', userId)
      .where(sql<string>`casefold(keyword)`, '=', sql<string>`casefold(${keyword})`)
      .where('keyword', '<>', keyword),
  );
  const upsertTag = reusable(db, (userId: string, keyword: string, at: string) =>
    db
      .insertInto('recent_searches')
      .values({ user_id: userId, keyword, searched_at: at })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'keyword'])
          .doUpdateSet({ searched_at: (eb) => eb.ref('excluded.searched_at') }),
      ),
  );
  const pruneTags = reusable(db, (userId: string) =>
    db
      .deleteFrom('recent_searches')
      .where('user_id', '=', userId)
      .where('keyword', 'not in', tags(userId)),
  );

  const recordTrend = createTrendRecorder(db);

  // Committed before M1 answers: a tag the client was shown in M2 must survive a crash.
  // The same search counts for trending terms (trends-repo.ts), in the same transaction.
  const recordSearch = (userId: string, keyword: string, at: string, lang: string) =>
    db.transaction().execute(async (trx) => {
      // Two spellings searched at once must not both survive deleteVariants.
      await lockUserWrites(engine, trx, userId);
      await deleteVariants(trx, userId, keyword);
      await upsertTag(trx, userId, keyword, at);
      await pruneTags(trx, userId);
      await recordTrend(trx, { userId, lang, term: keyword, at });
    });

  return {
    recordSearch,
    /** Removes a tag, in any case, from the user's recent searches; every tag without one. */
    forgetSearch: async (userId: string, keyword?: string) => {
      let query = db.deleteFrom('recent_searches').where('user_id', '=', userId);
      if (keyword !== undefined) {
        query = query.where(sql<string>`casefold(keyword)`, '=', sql<string>`casefold(${keyword})`);
      }
      await query.execute();
    },
    recentSearches: async (userId: string) =>
      (await recentTags(db, userId)).rows.map((row) => row.keyword),
    /** Answers the user's flags for the pack (M3): see user-flags.ts. */
    recordView: (userId: string, packageId: number, at: string) =>
      recordViewWithFlags(db, userId, packageId, at),
    flags: (userId: string, packageId: number) => readFlags(db, userId, packageId),
    viewed: (userId: string, paging: Paging) => {
      const from = sql`FROM package_views v JOIN packages p ON p.package_id = v.package_id
        ${COVER_JOIN} WHERE v.user_id = ${userId}`;
      return readPage(
        async ({ limit, offset }) =>
          (
            await sql<ViewedRow>`SELECT ${PACKAGE_COLUMNS}, ${userFlagColumns(userId)},
              ${TOTAL_COUNT} ${from} ORDER BY v.viewed_at DESC, v.package_id DESC
              LIMIT ${limit} OFFSET ${offset}`.execute(db)
          ).rows,
        () => countRows(db, from),
        paging,
      );
    },
    recordSend: async (userId: string, stickerId: number, at: string) => {
      await db
        .insertInto('sticker_sends')
        .values({ user_id: userId, sticker_id: stickerId, sent_at: at })
        .execute();
    },
    sent: (userId: string, paging: Paging) => {
      // One item a sticker, at its latest send.
      const from = sql`FROM (SELECT sticker_id, MAX(id) AS last FROM sticker_sends
        WHERE user_id = ${userId} GROUP BY sticker_id) t
        JOIN stickers s ON s.sticker_id = t.sticker_id`;
      return readPage(
        async ({ limit, offset }) =>
          (
            await sql<SentRow>`SELECT s.sticker_id, s.package_id, s.image_key, s.animation,
              ${TOTAL_COUNT} ${from} ORDER BY t.last DESC LIMIT ${limit} OFFSET ${offset}`.execute(
              db,
            )
          ).rows,
        () => countRows(db, from),
        paging,
      );
    },
  };
}

export type HistoryRepo = ReturnType<typeof createHistoryRepo>;
