import type { Mutation, MutationKey, QueryClient } from '@tanstack/react-query';
import { mutationKeys } from '../keys';
import { movePackBetweenLists } from '../optimistic';
import { showDownloaded } from '../optimistic-download';
import { cachedWish } from '../pack-cache';
import { knownHiddenState } from '../pack-hidden-state';
import { confirmGiftMutation } from './use-confirm-gift';
import { downloadPackMutation } from './use-download-pack';
import { registerSendMutation, registerUsageMutation } from './use-register-sticker';
import { sendGiftMutation } from './use-send-gift';
import { toggleHiddenMutation } from './use-toggle-hidden';
import { showWishToggled, toggleWishMutation } from './use-toggle-wish';
import { writerOf, type WithUser } from './user-mutation';

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

type PackWrite = WithUser<{ packageId: number; wanted?: boolean }>;

/**
 * The optimistic writes' own updates (their onMutate's), made again on lists restored without
 * them. A toggle is made only where the lists show the person's other choice: on lists that have
 * it already, it would undo it. A download shown already is left as it is.
 */
const shownAgain: readonly (readonly [
  MutationKey,
  (client: QueryClient, write: PackWrite) => Promise<unknown>,
])[] = [
  [
    mutationKeys.toggleWish,
    async (client, { userId, packageId, wanted }) => {
      const otherChoice = wanted ? 'N' : 'Y';
      if (wanted !== undefined && cachedWish(client, userId, packageId) === otherChoice)
        await showWishToggled(client, userId, packageId);
    },
  ],
  [
    mutationKeys.toggleHidden,
    async (client, { userId, packageId, wanted }) => {
      if (wanted !== undefined && knownHiddenState(client, userId, packageId) === !wanted)
        await movePackBetweenLists(client, userId, packageId);
    },
  ],
  [
    mutationKeys.downloadPack,
    (client, { userId, packageId }) => showDownloaded(client, userId, packageId),
  ],
];

/** A pack's write as restored from storage, whose variables the types cannot vouch for. */
function packWrite(variables: unknown): PackWrite | undefined {
  const userId = writerOf(variables);
  if (userId === undefined || typeof variables !== 'object' || variables === null) return;
  const { packageId, wanted } = variables as { packageId?: unknown; wanted?: unknown };
  if (typeof packageId !== 'number') return;
  return typeof wanted === 'boolean' ? { userId, packageId, wanted } : { userId, packageId };
}

/**
 * Shows a waiting write in its user's lists as its optimistic update did. Lists restored after a
 * reload may have been saved since by another tab of the user, without it, while the write is
 * restored and marked waiting: the pack would show unchanged. A write shown already is left.
 */
export async function showWriteAgain(client: QueryClient, mutation: Mutation): Promise<void> {
  const key = JSON.stringify(mutation.options.mutationKey);
  const show = shownAgain.find(([mutationKey]) => JSON.stringify(mutationKey) === key)?.[1];
  const write = packWrite(mutation.state.variables);
  if (show && write) await show(client, write);
}
