import { describeError } from '../../api';
import { useConfirmGift } from '../../api/actions';
import type { GiftRecord } from '../../../contract';
import { notifyOutcome } from '../../components/toast/notify-outcome';
import { isolate, t } from '../../i18n';

export function useConfirmGiftAction() {
  const confirm = useConfirmGift();

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

  // The hook stays pending until the gift list has refetched, so the button cannot flicker back.
  const isPending = (gift: GiftRecord) =>
    confirm.isPending &&
    confirm.variables.packageId === gift.packageId &&
    confirm.variables.sendUserId === gift.sendUserId;

  /** Accepted offline: sent once the browser is online, nothing to wait for on screen. */
  const isWaiting = (gift: GiftRecord) => isPending(gift) && confirm.isPaused;

  return { accept, isPending, isWaiting };
}
