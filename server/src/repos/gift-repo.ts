import type Database from 'better-sqlite3';
import type { Paging } from '../http/page-map';
import type { LibraryRepo } from './library-repo';
import { readPage } from './paged';
import {
  COVER_JOIN,
  PACKAGE_COLUMNS,
  USER_FLAG_COLUMNS,
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

// The flags (isDownload, isWish) are the receiver's: the record is shown to them.
const GIFT_COLUMNS = `${PACKAGE_COLUMNS}, ${USER_FLAG_COLUMNS}, g.send_user_id,
  g.receive_user_id, g.is_receive, g.send_date, g.receive_date`;
const GIFT_FROM = `FROM gifts g JOIN packages p ON p.package_id = g.package_id ${COVER_JOIN}`;

/** Received gifts (M12), confirming one (M13) and sending one (extension). */
export function createGiftRepo(db: Database.Database, library: LibraryRepo) {
  const insert = db.prepare<GiftKey & { at: string }>(
    `INSERT INTO gifts (package_id, send_user_id, receive_user_id, send_date)
     VALUES (@packageId, @sendUserId, @receiveUserId, @at)`,
  );
  const byId = db.prepare<{ giftId: number; userId: string }, GiftRow>(
    `SELECT ${GIFT_COLUMNS} ${GIFT_FROM} WHERE g.gift_id = @giftId`,
  );
  const matching = db.prepare<GiftKey, { gift_id: number; is_receive: number }>(
    `SELECT gift_id, is_receive FROM gifts WHERE package_id = @packageId
       AND send_user_id = @sendUserId AND receive_user_id = @receiveUserId
     ORDER BY gift_id DESC`,
  );
  const markReceived = db.prepare<GiftKey & { at: string }>(
    `UPDATE gifts SET is_receive = 1, receive_date = @at WHERE package_id = @packageId
       AND send_user_id = @sendUserId AND receive_user_id = @receiveUserId AND is_receive = 0`,
  );
  const received = `${GIFT_FROM} WHERE g.receive_user_id = @userId`;
  const page = db.prepare<
    { userId: string; limit: number; offset: number },
    GiftRow & { total_count: number }
  >(
    `SELECT ${GIFT_COLUMNS}, COUNT(*) OVER () AS total_count ${received}
     ORDER BY g.send_date DESC, g.gift_id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<{ userId: string }, { total_count: number }>(
    `SELECT COUNT(*) AS total_count ${received}`,
  );

  const record = (giftId: number, receiveUserId: string) =>
    byId.get({ giftId, userId: receiveUserId });

  /**
   * Confirms every pending gift of the key at once, so repeating the call changes nothing.
   * Answers the latest matching gift, or undefined when none was ever sent.
   */
  const confirm = db.transaction((key: GiftKey, at: string, price: number) => {
    const latest = matching.all(key)[0];
    if (!latest) return undefined;
    if (markReceived.run({ ...key, at }).changes > 0) {
      library.acquire({
        userId: key.receiveUserId,
        packageId: key.packageId,
        isPurchase: price > 0,
        price: 0,
        at,
      });
    }
    return record(latest.gift_id, key.receiveUserId);
  });

  return {
    send: (key: GiftKey, at: string) =>
      record(Number(insert.run({ ...key, at }).lastInsertRowid), key.receiveUserId),
    confirm,
    received: (userId: string, paging: Paging) => readPage(page, count, { userId }, paging),
  };
}

export type GiftRepo = ReturnType<typeof createGiftRepo>;
