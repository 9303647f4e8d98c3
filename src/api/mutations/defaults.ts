import type { QueryClient } from '@tanstack/react-query';
import { mutationKeys } from '../keys';
import { confirmGiftMutation } from './use-confirm-gift';
import { downloadPackMutation } from './use-download-pack';
import { registerSendMutation, registerUsageMutation } from './use-register-sticker';
import { sendGiftMutation } from './use-send-gift';
import { toggleHiddenMutation } from './use-toggle-hidden';
import { toggleWishMutation } from './use-toggle-wish';

/**
 * Each write's options by mutation key, so a write queued offline and restored from storage after
 * a reload can be sent: a restored mutation has its key and variables, not the hook's functions.
 */
export function setWriteDefaults(client: QueryClient): void {
  client.setMutationDefaults(mutationKeys.toggleWish, toggleWishMutation(client));
  client.setMutationDefaults(mutationKeys.toggleHidden, toggleHiddenMutation(client));
  client.setMutationDefaults(mutationKeys.confirmGift, confirmGiftMutation(client));
  client.setMutationDefaults(mutationKeys.downloadPack, downloadPackMutation(client));
  client.setMutationDefaults(mutationKeys.sendGift, sendGiftMutation(client));
  client.setMutationDefaults(mutationKeys.registerSend, registerSendMutation(client));
  client.setMutationDefaults(mutationKeys.registerUsage, registerUsageMutation(client));
}
