import {
  matchQuery,
  type MutationKey,
  type QueryClient,
  type QueryFilters,
} from '@tanstack/react-query';
import { cameraKeys, giftKeys, mutationKeys, packKeys, stickerKeys } from './keys';
import { queriesShowingPack } from './pack-cache';

type PackChange = { userId: string; packageId: number };
type UserChange = { userId: string };

/**
 * What each mutation changes on the service, hence which cached queries must refetch.
 * Flags (isWish, isDownload) appear on many lists, so a flag change also refreshes every cached
 * list of that user that shows the pack, and the pack's detail.
 */
export const invalidationMap = {
  // M11 toggles membership of M10 and the pack's isWish everywhere.
  toggleWish: ({ userId, packageId }: PackChange): QueryFilters[] => [
    { queryKey: packKeys.list('wishlist', { userId }) },
    { queryKey: packKeys.detail({ userId, packageId }) },
    queriesShowingPack(userId, packageId),
  ],
  // M8 moves the pack between M6 and M7.
  toggleHidden: ({ userId, packageId }: PackChange): QueryFilters[] => [
    { queryKey: packKeys.list('mine', { userId }) },
    { queryKey: packKeys.list('hidden', { userId }) },
    { queryKey: packKeys.detail({ userId, packageId }) },
  ],
  // M13 marks the gift received and adds the pack to M6 and M9 (isDownload turns Y).
  confirmGift: ({ userId, packageId }: PackChange): QueryFilters[] => [
    { queryKey: giftKeys.received({ userId }) },
    { queryKey: packKeys.list('mine', { userId }) },
    { queryKey: packKeys.list('downloads', { userId }) },
    { queryKey: packKeys.detail({ userId, packageId }) },
    queriesShowingPack(userId, packageId),
  ],
  // The send-gift extension adds a gift to the sender's sent gifts (the receiver's M12 is theirs).
  sendGift: ({ userId }: UserChange): QueryFilters[] => [{ queryKey: giftKeys.sent({ userId }) }],
  // The download extension adds the pack to M6 and M9 (isDownload turns Y).
  downloadPack: ({ userId, packageId }: PackChange): QueryFilters[] => [
    { queryKey: packKeys.list('mine', { userId }) },
    { queryKey: packKeys.list('downloads', { userId }) },
    { queryKey: packKeys.detail({ userId, packageId }) },
    queriesShowingPack(userId, packageId),
  ],
  registerSend: ({ userId }: UserChange): QueryFilters[] => [
    { queryKey: stickerKeys.sent({ userId }) },
  ],
  registerUsage: ({ userId }: UserChange): QueryFilters[] => [
    { queryKey: cameraKeys.frequent({ userId }) },
  ],
} satisfies Record<keyof typeof mutationKeys, (change: PackChange) => QueryFilters[]>;

/** One invalidation for all filters, so a query matched twice still refetches once. */
export function invalidateAll(
  client: QueryClient,
  filters: readonly QueryFilters[],
): Promise<void> {
  if (filters.length === 0) return Promise.resolve();
  return client.invalidateQueries({
    predicate: (query) => filters.some((filter) => matchQuery(filter, query)),
  });
}

type KeyState = { inFlight: number; deferred: QueryFilters[] };
const states = new WeakMap<QueryClient, Map<string, KeyState>>();

function stateOf(client: QueryClient, mutationKey: MutationKey): KeyState {
  const byKey = states.get(client) ?? new Map<string, KeyState>();
  states.set(client, byKey);
  const hash = JSON.stringify(mutationKey);
  const state = byKey.get(hash) ?? { inFlight: 0, deferred: [] };
  byKey.set(hash, state);
  return state;
}

/** Call first thing in onMutate: counts the mutation for `invalidateWhenIdle`. */
export function mutationStarted(client: QueryClient, mutationKey: MutationKey): void {
  stateOf(client, mutationKey).inFlight += 1;
}

/**
 * Invalidates once the last concurrent mutation of this key settles, so an earlier refetch cannot
 * overwrite a later optimistic update; the earlier mutations' targets are kept and flushed then.
 * This is `isMutating({ mutationKey }) === 1` counted by hand: isMutating still counts a sibling
 * that ran its onSettled but has not stored its result yet, so two mutations settling in the same
 * tick would both skip. Call from onSettled and return the promise, so the mutation stays pending
 * until the refetch ends.
 */
export function invalidateWhenIdle<Name extends WriteName>(
  client: QueryClient,
  name: Name,
  change: Parameters<(typeof invalidationMap)[Name]>[0],
): Promise<void> {
  tellOtherTabs(name, change);
  const state = stateOf(client, mutationKeys[name]);
  state.inFlight = Math.max(0, state.inFlight - 1);
  state.deferred.push(...invalidationMap[name](change as PackChange));
  if (state.inFlight > 0) return Promise.resolve();
  const pending = state.deferred.splice(0);
  return invalidateAll(client, pending);
}

type WriteName = keyof typeof invalidationMap;
// A write that landed is told to the app's other tabs, which refetch what it changed: a tab left
// open would otherwise show the pack as it was for minutes (its copy still fresh), and a toggle
// pressed there would undo the write.
const WRITES_CHANNEL = 'sticker-browser:writes-landed';
// One channel a tab, to tell and to hear: a channel does not hear its own messages, so a tab's
// own writes are invalidated once, by invalidateWhenIdle, and only when its writes are idle.
let writesChannel: BroadcastChannel | undefined;
const channelOfTab = () =>
  typeof BroadcastChannel === 'undefined'
    ? undefined
    : (writesChannel ??= new BroadcastChannel(WRITES_CHANNEL));

function tellOtherTabs(name: WriteName, change: UserChange | PackChange): void {
  channelOfTab()?.postMessage({ name, change });
}

const isWriteName = (name: unknown): name is WriteName =>
  typeof name === 'string' && Object.hasOwn(invalidationMap, name);

/** Refetches what another tab's writes changed, as they land; returns how to stop. */
export function followOtherTabsWrites(client: QueryClient): () => void {
  const channel = channelOfTab();
  if (!channel) return () => {};
  const onMessage = (event: MessageEvent<unknown>) => {
    const { data } = event;
    if (typeof data !== 'object' || data === null) return;
    const { name, change } = data as { name?: unknown; change?: Partial<PackChange> };
    if (!isWriteName(name) || typeof change?.userId !== 'string') return;
    const packageId = typeof change.packageId === 'number' ? change.packageId : -1;
    void invalidateAll(client, invalidationMap[name]({ userId: change.userId, packageId }));
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
