import { describeError } from '../../api';
import { useConfirmGift, useGiftsBeingConfirmed } from '../../api/actions';
import type { GiftRecord } from '../../../contract';
import { notifyOutcome } from '../../components/toast/notify-outcome';
import { isolate, t } from '../../i18n';

export function useConfirmGiftAction() {
  const confirm = useConfirmGift();
  const beingConfirmed = useGiftsBeingConfirmed();

  const accept = (gift: GiftRecord) =>
    notifyOutcome(confirm.mutateAsync({ packageId: gift.packageId, sendUserId: gift.sendUserId }), {
      success: () => ({
        message: t('gift.accepted', { pack: isolate(gift.packageName) }),
        tone: 'success',
      }),
      error: (error) =>
        t('gift.acceptFailed', {
          pack: isolate(gift.packageName),
          reason: describeError(error).title,
        }),
    });

  // Pending until the gift list has refetched, so the button cannot flicker back.
  const confirming = (gift: GiftRecord) =>
    beingConfirmed.find(
      (pending) => pending.packageId === gift.packageId && pending.sendUserId === gift.sendUserId,
    );
  const isPending = (gift: GiftRecord) => confirming(gift) !== undefined;

  /** Accepted offline: sent once the browser is online, nothing to wait for on screen. */
  const isWaiting = (gift: GiftRecord) => confirming(gift)?.paused === true;

  return { accept, isPending, isWaiting };
}
