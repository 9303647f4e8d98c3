import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tables } from '../db/schema';
import type { Paging } from '../http/page-map';
import type { LibraryRepo } from './library-repo';
import { countRows, readPage } from './paged';
import {
  COVER_JOIN,
  PACKAGE_COLUMNS,
  TOTAL_COUNT,
  userFlagColumns,
  type PackageRow,
  type UserFlagsRow,
} from './package-row';

export type GiftRow = PackageRow &
  UserFlagsRow & {
    send_user_id: string;
    receive_user_id: string;
    is_receive: number;
    send_date: string;
    receive_date: string | null;
  };

export interface GiftKey {
  packageId: number;
  sendUserId: string;
  receiveUserId: string;
}

// The flags (isDownload, isWish) are those of the user the record is shown to.
const giftColumns = (receiveUserId: string) => sql`${PACKAGE_COLUMNS},
  ${userFlagColumns(receiveUserId)}, g.send_user_id, g.receive_user_id, g.is_receive,
  g.send_date, g.receive_date`;
const GIFT_FROM = sql`FROM gifts g JOIN packages p ON p.package_id = g.package_id ${COVER_JOIN}`;

/** Received gifts (M12), confirming one (M13), sending one and the sent list (extensions). */
export function createGiftRepo({ kysely: db }: Database, library: LibraryRepo) {
  const record = async (trx: Kysely<Tables>, giftId: number, receiveUserId: string) =>
    (
      await sql<GiftRow>`SELECT ${giftColumns(receiveUserId)} ${GIFT_FROM}
        WHERE g.gift_id = ${giftId}`.execute(trx)
    ).rows[0];

  const matching = (trx: Kysely<Tables>, key: GiftKey) =>
    trx
      .selectFrom('gifts')
      .where('package_id', '=', key.packageId)
      .where('send_user_id', '=', key.sendUserId)
      .where('receive_user_id', '=', key.receiveUserId);

  /**
   * Confirms every pending gift of the key at once, so repeating the call changes nothing.
   * Answers the latest matching gift, or undefined when none was ever sent.
   */
  const confirm = (key: GiftKey, at: string, price: number) =>
    db.transaction().execute(async (trx) => {
      const latest = await matching(trx, key)
        .select('gift_id')
        .orderBy('gift_id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest) return undefined;
      const marked = await trx
        .updateTable('gifts')
        .set({ is_receive: 1, receive_date: at })
        .where('package_id', '=', key.packageId)
        .where('send_user_id', '=', key.sendUserId)
        .where('receive_user_id', '=', key.receiveUserId)
        .where('is_receive', '=', 0)
        .executeTakeFirst();
      if (marked.numUpdatedRows > 0n) {
        await library.acquireIn(trx, {
          userId: key.receiveUserId,
          packageId: key.packageId,
          isPurchase: price > 0,
          price: 0,
          at,
        });
      }
      return record(trx, latest.gift_id, key.receiveUserId);
    });

  /**
   * Sends a gift, unless the same pack already waits from that sender for that receiver (a
   * partial unique index keeps it once, also when two sends race): then answers that one.
   */
  const send = async (
    key: GiftKey,
    at: string,
  ): Promise<{ gift: GiftRow | undefined; waiting: boolean }> => {
    const sent = await db
      .insertInto('gifts')
      .values({
        package_id: key.packageId,
        send_user_id: key.sendUserId,
        receive_user_id: key.receiveUserId,
        send_date: at,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('gift_id')
      .executeTakeFirst();
    if (sent) return { gift: await record(db, sent.gift_id, key.receiveUserId), waiting: false };
    const waiting = await matching(db, key)
      .select('gift_id')
      .where('is_receive', '=', 0)
      .executeTakeFirst();
    // Confirmed between the two statements: this send may wait now.
    if (!waiting) return send(key, at);
    return { gift: await record(db, waiting.gift_id, key.receiveUserId), waiting: true };
  };

  const listed = (userId: string, side: 'send_user_id' | 'receive_user_id', paging: Paging) => {
    const from = sql`${GIFT_FROM} WHERE ${sql.ref(`g.${side}`)} = ${userId}`;
    return readPage(
      async ({ limit, offset }) =>
        (
          await sql<GiftRow & { total_count: number }>`SELECT ${giftColumns(userId)},
            ${TOTAL_COUNT} ${from} ORDER BY g.send_date DESC, g.gift_id DESC
            LIMIT ${limit} OFFSET ${offset}`.execute(db)
        ).rows,
      () => countRows(db, from),
      paging,
    );
  };

  return {
    send,
    confirm,
    received: (userId: string, paging: Paging) => listed(userId, 'receive_user_id', paging),
    /** Extension: the sender's gifts; the flags are the sender's, who is shown the list. */
    sent: (userId: string, paging: Paging) => listed(userId, 'send_user_id', paging),
  };
}

export type GiftRepo = ReturnType<typeof createGiftRepo>;
