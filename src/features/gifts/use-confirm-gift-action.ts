import { describeError, useConfirmGift } from '../../api';
import type { GiftRecord } from '../../api/schemas';
import { useToast } from '../../components/toast/toast-context';

export function useConfirmGiftAction() {
  const confirm = useConfirmGift();
  const toast = useToast();

  const accept = (gift: GiftRecord) =>
    confirm.mutate(
      { packageId: gift.packageId, sendUserId: gift.sendUserId },
      {
        onSuccess: () =>
          toast.show({
            message: `“${gift.packageName}” received. It is in My packs now.`,
            tone: 'success',
          }),
        onError: (error) =>
          toast.show({
            message: `Couldn't confirm “${gift.packageName}”. ${describeError(error).title}.`,
            tone: 'error',
          }),
      },
    );

  // The hook stays pending until the gift list has refetched, so the button cannot flicker back.
  const isPending = (gift: GiftRecord) =>
    confirm.isPending &&
    confirm.variables.packageId === gift.packageId &&
    confirm.variables.sendUserId === gift.sendUserId;

  return { accept, isPending };
}
