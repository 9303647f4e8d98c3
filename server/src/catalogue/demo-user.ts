import { seedAlone } from '../db/bulk';
import type { Database } from '../db/database';
import { seedCrowdEvents } from './crowd-events';
import { seedTrendHistory } from './trend-history';
import { pickDemoPacks } from './demo-picks';

/** The userId whose lists are filled on first start, so every route shows something. */
export const DEMO_USER_ID = 'demo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GIFT_SENDERS = ['mina', 'leo', 'sora'];
const RECENT_SEARCHES = ['cat', '고양이', 'pizza', 'love', 'gato', 'party', 'hello'];

/**
 * Gives DEMO_USER_ID owned, hidden, wished, gifted (both ways), viewed, sent, searched and used
 * history, and the crowd some ranking events and searches, all dated relative to `now`. No-op once the demo user has packs.
 */
export function seedDemoUser(db: Database, now: number = Date.now()): Promise<void> {
  return seedAlone(db, async (trx) => {
    const has = await trx
      .selectFrom('user_packages')
      .select('package_id')
      .where('user_id', '=', DEMO_USER_ID)
      .limit(1)
      .executeTakeFirst();
    if (has !== undefined) return;
    const picks = await pickDemoPacks(trx);
    if (picks === null) return;
    const user_id = DEMO_USER_ID;
    const ago = (ms: number): string => new Date(now - ms).toISOString();
    const firstStickers = async (packageId: number) =>
      trx
        .selectFrom('stickers')
        .select('sticker_id as id')
        .where('package_id', '=', packageId)
        .orderBy('position')
        .limit(4)
        .execute();
    const reactions = await trx
      .selectFrom('stickers')
      .select('sticker_id as id')
      .where('is_reaction', '=', 1)
      .orderBy('sticker_id')
      .limit(6)
      .execute();

    const viewed = new Set(picks.viewed);
    const acquired = [...picks.owned, ...picks.hidden];
    for (const [index, pack] of acquired.entries()) {
      const purchase = pack.price > 0 && pack !== picks.confirmedGift ? 1 : 0;
      const at = ago((index * 4 + 2) * DAY);
      // Packs opened long ago are "viewed" without being in the recent-views list.
      const seen = viewed.has(pack) || index % 3 !== 0 ? 1 : 0;
      await trx
        .insertInto('user_packages')
        .values({
          user_id,
          package_id: pack.packageId,
          position: index + 1,
          hidden: index >= picks.owned.length ? 1 : 0,
          is_purchase: purchase,
          is_view: seen,
          added_at: at,
        })
        .execute();
      await trx
        .insertInto('downloads')
        .values({
          user_id,
          package_id: pack.packageId,
          is_purchase: purchase,
          price: purchase ? pack.price : 0,
          created_at: at,
        })
        .execute();
    }

    const giftIndex = picks.owned.indexOf(picks.confirmedGift);
    const gifts = [
      {
        package_id: picks.confirmedGift.packageId,
        send_user_id: 'leo',
        receive_user_id: user_id,
        is_receive: 1,
        send_date: ago((giftIndex * 4 + 3) * DAY),
        receive_date: ago((giftIndex * 4 + 2) * DAY),
      },
      ...picks.pendingGifts.map((pack, index) => ({
        package_id: pack.packageId,
        send_user_id: GIFT_SENDERS[index % GIFT_SENDERS.length] ?? 'mina',
        receive_user_id: user_id,
        is_receive: 0,
        send_date: ago((index * 2 + 1) * 9 * HOUR),
        receive_date: null,
      })),
      // Sent by the demo user: one received by its friend, one still waiting.
      ...picks.owned.slice(0, 2).map((pack, index) => ({
        package_id: pack.packageId,
        send_user_id: user_id,
        receive_user_id: GIFT_SENDERS[index] ?? 'mina',
        is_receive: index === 0 ? 1 : 0,
        send_date: ago((index * 3 + 2) * DAY),
        receive_date: index === 0 ? ago(DAY) : null,
      })),
    ];
    await trx.insertInto('gifts').values(gifts).execute();
    await trx
      .insertInto('wishes')
      .values(
        picks.wishes.map((pack, i) => ({
          user_id,
          package_id: pack.packageId,
          created_at: ago((i + 1) * 2 * DAY),
        })),
      )
      .execute();
    await trx
      .insertInto('package_views')
      .values(
        picks.viewed.map((pack, i) => ({
          user_id,
          package_id: pack.packageId,
          viewed_at: ago((i + 1) * 5 * HOUR),
        })),
      )
      .execute();
    await trx
      .insertInto('recent_searches')
      .values(
        RECENT_SEARCHES.map((keyword, i) => ({
          user_id,
          keyword,
          searched_at: ago((i + 1) * 3 * HOUR),
        })),
      )
      .execute();

    const sendable: { id: number }[] = [];
    for (const pack of picks.owned.slice(0, 3))
      sendable.push(...(await firstStickers(pack.packageId)));
    await trx
      .insertInto('sticker_sends')
      .values(
        sendable.slice(0, 10).map((sticker, i) => ({
          user_id,
          sticker_id: sticker.id,
          sent_at: ago((i * 2 + 1) * HOUR),
        })),
      )
      .execute();
    // Uneven counts, so "frequently used" has a clear order.
    const uses = [...reactions, ...sendable.slice(0, 4)].flatMap((sticker, i) =>
      Array.from({ length: Math.max(1, 6 - Math.floor(i / 2)) }, (_, use) => ({
        user_id,
        sticker_id: sticker.id,
        used_at: ago(((i + 1) * 7 + use * 31) * HOUR),
      })),
    );
    await trx.insertInto('sticker_usage').values(uses).execute();
    await seedCrowdEvents(trx, now);
    await seedTrendHistory(trx, now);
  });
}
