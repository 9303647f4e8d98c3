import type Database from 'better-sqlite3';
import { seedCrowdEvents } from './crowd-events';
import { pickDemoPacks } from './demo-picks';

/** The userId whose lists are filled on first start, so every route shows something. */
export const DEMO_USER_ID = 'demo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GIFT_SENDERS = ['mina', 'leo', 'sora'];
const RECENT_SEARCHES = ['cat', '고양이', 'pizza', 'love', 'gato', 'party', 'hello'];

const SQL = {
  pack: `INSERT INTO user_packages
           (user_id, package_id, position, hidden, is_purchase, is_view, added_at)
         VALUES (@user, @pack, @position, @hidden, @purchase, @viewed, @at)`,
  download: `INSERT INTO downloads (user_id, package_id, is_purchase, price, created_at)
             VALUES (@user, @pack, @purchase, @price, @at)`,
  wish: 'INSERT INTO wishes (user_id, package_id, created_at) VALUES (@user, @pack, @at)',
  gift: `INSERT INTO gifts
           (package_id, send_user_id, receive_user_id, is_receive, send_date, receive_date)
         VALUES (@pack, @sender, @user, @received, @at, @receivedAt)`,
  view: 'INSERT INTO package_views (user_id, package_id, viewed_at) VALUES (@user, @pack, @at)',
  search: 'INSERT INTO recent_searches (user_id, keyword, searched_at) VALUES (@user, @word, @at)',
  send: 'INSERT INTO sticker_sends (user_id, sticker_id, sent_at) VALUES (@user, @sticker, @at)',
  usage: 'INSERT INTO sticker_usage (user_id, sticker_id, used_at) VALUES (@user, @sticker, @at)',
} as const;

/**
 * Gives DEMO_USER_ID owned, hidden, wished, gifted, viewed, sent, searched and used history, and
 * the crowd some ranking events, all dated relative to `now`. No-op once the demo user has packs.
 */
export function seedDemoUser(db: Database.Database, now: number = Date.now()): void {
  const has = db.prepare('SELECT 1 FROM user_packages WHERE user_id = ? LIMIT 1').get(DEMO_USER_ID);
  if (has !== undefined) return;
  const picks = pickDemoPacks(db);
  if (picks === null) return;
  const user = DEMO_USER_ID;
  const ago = (ms: number): string => new Date(now - ms).toISOString();
  const statements = new Map<string, Database.Statement>();
  const insert = (sql: string, values: Record<string, string | number | null>): void => {
    const statement = statements.get(sql) ?? db.prepare(sql);
    statements.set(sql, statement);
    statement.run({ user, ...values });
  };
  const firstStickers = db.prepare<[number], { id: number }>(
    'SELECT sticker_id AS id FROM stickers WHERE package_id = ? ORDER BY position LIMIT 4',
  );
  const reactions = db
    .prepare<[], { id: number }>(
      'SELECT sticker_id AS id FROM stickers WHERE is_reaction = 1 ORDER BY sticker_id LIMIT 6',
    )
    .all();

  db.transaction(() => {
    const viewed = new Set(picks.viewed);
    [...picks.owned, ...picks.hidden].forEach((pack, index) => {
      const purchase = pack.price > 0 && pack !== picks.confirmedGift ? 1 : 0;
      const at = ago((index * 4 + 2) * DAY);
      const hidden = index >= picks.owned.length ? 1 : 0;
      // Packs opened long ago are "viewed" without being in the recent-views list.
      const seen = viewed.has(pack) || index % 3 !== 0 ? 1 : 0;
      const row = { pack: pack.packageId, purchase, at };
      insert(SQL.pack, { ...row, position: index + 1, hidden, viewed: seen });
      insert(SQL.download, { ...row, price: purchase ? pack.price : 0 });
    });

    const giftIndex = picks.owned.indexOf(picks.confirmedGift);
    insert(SQL.gift, {
      pack: picks.confirmedGift.packageId,
      sender: 'leo',
      received: 1,
      at: ago((giftIndex * 4 + 3) * DAY),
      receivedAt: ago((giftIndex * 4 + 2) * DAY),
    });
    picks.pendingGifts.forEach((pack, index) => {
      const sender = GIFT_SENDERS[index % GIFT_SENDERS.length] ?? 'mina';
      const at = ago((index * 2 + 1) * 9 * HOUR);
      insert(SQL.gift, { pack: pack.packageId, sender, received: 0, at, receivedAt: null });
    });

    picks.wishes.forEach((pack, i) =>
      insert(SQL.wish, { pack: pack.packageId, at: ago((i + 1) * 2 * DAY) }),
    );
    picks.viewed.forEach((pack, i) =>
      insert(SQL.view, { pack: pack.packageId, at: ago((i + 1) * 5 * HOUR) }),
    );
    RECENT_SEARCHES.forEach((word, i) => insert(SQL.search, { word, at: ago((i + 1) * 3 * HOUR) }));

    const sendable = picks.owned.slice(0, 3).flatMap((pack) => firstStickers.all(pack.packageId));
    sendable.slice(0, 10).forEach((sticker, i) => {
      insert(SQL.send, { sticker: sticker.id, at: ago((i * 2 + 1) * HOUR) });
    });
    // Uneven counts, so "frequently used" has a clear order.
    [...reactions, ...sendable.slice(0, 4)].forEach((sticker, i) => {
      for (let use = 0; use < Math.max(1, 6 - Math.floor(i / 2)); use += 1) {
        insert(SQL.usage, { sticker: sticker.id, at: ago(((i + 1) * 7 + use * 31) * HOUR) });
      }
    });
    seedCrowdEvents(db, now);
  })();
}
