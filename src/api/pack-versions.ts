import type { QueryClient } from '@tanstack/react-query';
import { writeWaits } from './mutations/user-mutation';

/** The per-pack states a toggle changes: M8's hidden flag and M11's wish. */
export type PackToggle = 'hidden' | 'wish';

const versions = new WeakMap<QueryClient, Map<string, number>>();

function versionsOf(client: QueryClient): Map<string, number> {
  const byPack = versions.get(client) ?? new Map<string, number>();
  versions.set(client, byPack);
  return byPack;
}

/** Counts one more toggle of the pack's `toggle` state, from any screen. */
export function bumpPackVersion(client: QueryClient, toggle: PackToggle, packageId: number): void {
  const byPack = versionsOf(client);
  const key = `${toggle}:${packageId}`;
  byPack.set(key, (byPack.get(key) ?? 0) + 1);
}

/**
 * How many times the pack's `toggle` state has been changed in this app so far: an Undo that
 * remembers it can tell whether the pack has changed since.
 */
export function packVersion(client: QueryClient, toggle: PackToggle, packageId: number): number {
  return versionsOf(client).get(`${toggle}:${packageId}`) ?? 0;
}

/** Whether a toggle of the pack's `toggle` state is on its way to the service. */
export function isToggling(
  client: QueryClient,
  mutationKey: readonly string[],
  packageId: number,
): boolean {
  return (
    client.isMutating({
      mutationKey,
      // One waiting for the network does not count: a second toggle queues behind it, and each
      // is sent only if the service does not already have what it asks for (toggle-once.ts).
      predicate: (mutation) =>
        !writeWaits(mutation.state) &&
        (mutation.state.variables as { packageId?: number } | undefined)?.packageId === packageId,
    }) > 0
  );
}
