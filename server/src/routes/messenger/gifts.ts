import type { Hono } from 'hono';
import { ResultCode } from '../../../../contract/error-codes';
import { success, warning } from '../../http/envelope';
import { badRequest, notFound } from '../../http/http-error';
import { originOf } from '../../http/origin';
import type { GiftRow } from '../../repos/gift-repo';
import { toPackageWithFlags, yn } from '../../repos/package-row';
import { declare } from '../declare';
import type { RouteDeps } from '../deps';
import { requireKnownPack } from '../known-pack';
import { keywordsIn, pageBody } from '../present';

const toGift = (row: GiftRow, origin: string) => ({
  ...toPackageWithFlags(row, origin),
  sendUserId: row.send_user_id,
  receiveUserId: row.receive_user_id,
  isReceive: yn(row.is_receive),
  sendDate: row.send_date,
  receiveDate: row.receive_date ?? '',
});

/** M12 received gifts, M13 confirming one, and the send-gift and sent-gifts extensions. */
export function registerGifts(router: Hono, { repos, now }: RouteDeps): void {
  declare(router, 'M12', async (c, input) => {
    const origin = originOf(c);
    const page = await repos.gifts.received(input.userId, input);
    return success(
      pageBody('packageList', page, input, (row) =>
        keywordsIn(repos.search, input, toGift(row, origin)),
      ),
    );
  });

  declare(router, 'M13', async (c, key) => {
    const price = requireKnownPack(repos, key.packageId);
    const gift = await repos.gifts.confirm(key, now().toISOString(), price);
    if (!gift) {
      throw notFound(
        `no gift of packageId ${key.packageId} from sendUserId to receiveUserId was sent`,
      );
    }
    return success(toGift(gift, originOf(c)));
  });

  // Extension: sends a gift; the receiver sees it in M12 and confirms it with M13.
  declare(router, 'sendGift', async (c, key) => {
    if (key.sendUserId === key.receiveUserId) {
      throw badRequest('receiveUserId must differ from sendUserId: a gift cannot go to its sender');
    }
    requireKnownPack(repos, key.packageId);
    const { gift, waiting } = await repos.gifts.send(key, now().toISOString());
    if (!gift) throw new Error('the sent gift could not be read back');
    const record = toGift(gift, originOf(c));
    if (!waiting) return success(record);
    const message = `packageId ${key.packageId} already waits for receiveUserId to confirm it`;
    return warning(ResultCode.giftWaiting, message, record);
  });

  // Extension: the sender's gifts, newest first, each with whether and when it was received.
  declare(router, 'sentGifts', async (c, input) => {
    const origin = originOf(c);
    const page = await repos.gifts.sent(input.userId, input);
    return success(pageBody('packageList', page, input, (row) => toGift(row, origin)));
  });
}
