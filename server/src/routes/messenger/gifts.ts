import type { Hono } from 'hono';
import { success } from '../../http/envelope';
import { numericId, paging, userId } from '../../http/fields';
import { badRequest, notFound } from '../../http/http-error';
import { readInput } from '../../http/input';
import { originOf } from '../../http/origin';
import type { GiftRow } from '../../repos/gift-repo';
import { toPackageWithFlags, yn } from '../../repos/package-row';
import type { RouteDeps } from '../deps';
import { pageBody } from '../present';

const toGift = (row: GiftRow, origin: string) => ({
  ...toPackageWithFlags(row, origin),
  sendUserId: row.send_user_id,
  receiveUserId: row.receive_user_id,
  isReceive: yn(row.is_receive),
  sendDate: row.send_date,
  receiveDate: row.receive_date ?? '',
});

const giftKey = { packageId: numericId, sendUserId: userId, receiveUserId: userId };

/** M12 received gifts, M13 confirming one, and the send-gift extension. */
export function registerGifts(router: Hono, { repos, now }: RouteDeps): void {
  router.get('/v1/gift/receive/:userId', async (c) => {
    const input = readInput(c, { userId, ...paging });
    const origin = originOf(c);
    const page = await repos.gifts.received(input.userId, input);
    return success(pageBody('packageList', page, input, (row) => toGift(row, origin)));
  });

  router.put('/v1/gift/:packageId/:sendUserId/:receiveUserId', async (c) => {
    const key = readInput(c, giftKey);
    const price = repos.catalogue.priceOf(key.packageId);
    if (price === undefined) throw notFound(`packageId ${key.packageId} is not a sticker pack`);
    const gift = await repos.gifts.confirm(key, now().toISOString(), price);
    if (!gift) {
      throw notFound(
        `no gift of packageId ${key.packageId} from sendUserId to receiveUserId was sent`,
      );
    }
    return success(toGift(gift, originOf(c)));
  });

  // Extension: sends a gift; the receiver sees it in M12 and confirms it with M13.
  router.post('/v1/gift/:packageId/:sendUserId/:receiveUserId', async (c) => {
    const key = readInput(c, giftKey);
    if (key.sendUserId === key.receiveUserId) {
      throw badRequest('receiveUserId must differ from sendUserId');
    }
    if (repos.catalogue.priceOf(key.packageId) === undefined) {
      throw notFound(`packageId ${key.packageId} is not a sticker pack`);
    }
    const gift = await repos.gifts.send(key, now().toISOString());
    if (!gift) throw new Error('the sent gift could not be read back');
    return success(toGift(gift, originOf(c)));
  });
}
