import type { Mutation, MutationKey, QueryClient } from '@tanstack/react-query';
import { mutationKeys } from '../keys';
import { findIn, setWishEverywhere, showHiddenAs, updateWishList } from '../optimistic';
import { markDownloaded } from '../optimistic-download';
import { packQueries } from '../queries/packs';
import { confirmGiftMutation } from './use-confirm-gift';
import { downloadPackMutation } from './use-download-pack';
import { registerSendMutation, registerUsageMutation } from './use-register-sticker';
import { sendGiftMutation } from './use-send-gift';
import { toggleHiddenMutation } from './use-toggle-hidden';
import { toggleWishMutation } from './use-toggle-wish';
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
 * them. Wish and hide are set to the person's choice, not toggled: the lists restored and the
 * queries fetched since may show different things, and a toggle would undo the choice where it
 * is shown already. A download is shown again only where its onMutate showed it (its snapshot
 * holds what it changed; a pack owned before is left to the refetch).
 */
const shownAgain: readonly (readonly [
  MutationKey,
  (client: QueryClient, write: PackWrite, changedOnMutate: boolean) => Promise<unknown>,
])[] = [
  [
    mutationKeys.toggleWish,
    async (client, { userId, packageId, wanted }) => {
      if (wanted === undefined) return;
      await setWishEverywhere(client, userId, packageId, wanted ? 'Y' : 'N');
      const wishes = client.getQueryData(packQueries.wishlist({ userId }).queryKey);
      if (wishes && (findIn(wishes, packageId) !== undefined) !== wanted)
        await updateWishList(client, userId, packageId);
    },
  ],
  [
    mutationKeys.toggleHidden,
    async (client, { userId, packageId, wanted }) => {
      if (wanted !== undefined) await showHiddenAs(client, userId, packageId, wanted);
    },
  ],
  [
    mutationKeys.downloadPack,
    async (client, { userId, packageId }, changedOnMutate) => {
      if (changedOnMutate) await markDownloaded(client, userId, packageId);
    },
  ],
];

/** Whether a restored write's onMutate changed the cache: its context keeps what it replaced. */
function changedOnMutate(context: unknown): boolean {
  if (typeof context !== 'object' || context === null || !('snapshot' in context)) return false;
  return Array.isArray(context.snapshot) && context.snapshot.length > 0;
}

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
  if (show && write) await show(client, write, changedOnMutate(mutation.state.context));
}
