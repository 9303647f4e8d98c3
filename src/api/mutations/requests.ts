import { request, requestEnvelope } from '../client';
import { ResultCode, type GiftRecord } from '../../../contract';
import { readIgnored, readM13 } from '../reading';

// Nothing reads the bodies of toggles, usage records and the extensions.
const IgnoredBodySchema = readIgnored;

/** M11: adds the pack to the wish list, or removes it when it is already there. */
export async function toggleWish(userId: string, packageId: number): Promise<void> {
  await request('messenger', ['v1', 'wish', packageId], IgnoredBodySchema, {
    method: 'PUT',
    query: { userId },
  });
}

/** M8: hides the pack, or recovers it when it is hidden. */
export async function toggleHidden(userId: string, packageId: number): Promise<void> {
  await request('messenger', ['v1', 'mysticker', 'hide', userId, packageId], IgnoredBodySchema, {
    method: 'PUT',
  });
}

/** M13. The service may answer with the confirmed gift record or with an empty array. */
export async function confirmGift(
  receiveUserId: string,
  packageId: number,
  sendUserId: string,
): Promise<GiftRecord | null> {
  const body = await request(
    'messenger',
    ['v1', 'gift', packageId, sendUserId, receiveUserId],
    readM13,
    { method: 'PUT' },
  );
  return body;
}

/** Download extension. 0001 means the pack was already purchased: still a success. */
export async function downloadPack(
  userId: string,
  packageId: number,
  isPurchase: boolean,
): Promise<{ alreadyPurchased: boolean }> {
  const { code } = await requestEnvelope(
    'messenger',
    ['v1', 'download', packageId],
    IgnoredBodySchema,
    {
      method: 'POST',
      query: { userId, isPurchase: isPurchase ? 'Y' : 'N' },
      acceptCodes: [ResultCode.alreadyPurchased],
    },
  );
  return { alreadyPurchased: code === ResultCode.alreadyPurchased };
}

export type SendGiftResult = { alreadyWaiting: boolean };

/**
 * Send-gift extension. 0002 means the same pack from this sender already waits for the receiver:
 * nothing was sent, which is no failure.
 */
export async function sendGift(
  sendUserId: string,
  packageId: number,
  receiveUserId: string,
): Promise<SendGiftResult> {
  const { code } = await requestEnvelope(
    'messenger',
    ['v1', 'gift', packageId, sendUserId, receiveUserId],
    IgnoredBodySchema,
    { method: 'POST', acceptCodes: [ResultCode.giftWaiting] },
  );
  return { alreadyWaiting: code === ResultCode.giftWaiting };
}

/** Send extension: records a sent sticker for M4. */
export async function registerSend(userId: string, stickerId: number): Promise<void> {
  await request('messenger', ['v1', 'analytics', 'send', stickerId], IgnoredBodySchema, {
    method: 'POST',
    query: { userId },
  });
}

/** C5: records a camera sticker's use for C3. */
export async function registerUsage(userId: string, stickerId: number): Promise<void> {
  await request('camera', ['v1', 'analytics', 'send', stickerId], IgnoredBodySchema, {
    method: 'POST',
    query: { userId },
  });
}
