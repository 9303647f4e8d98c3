import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { packQueries } from './queries/packs';
import type { Pages } from './queries/paging';
import type { MyPackage } from '../../contract';
import { queriesShowingPack, updatePack } from './pack-cache';

export type Snapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

export function restore(client: QueryClient, snapshot: Snapshot): void {
  snapshot.forEach(([queryKey, data]) => client.setQueryData(queryKey, data));
}

function flipWish(item: object): object {
  if (!('isWish' in item)) return item;
  return { ...item, isWish: item.isWish === 'Y' ? 'N' : 'Y' };
}

/** Flips isWish of the pack in every cached list and detail of this user. */
export async function flipWishEverywhere(
  client: QueryClient,
  userId: string,
  packageId: number,
): Promise<Snapshot> {
  const filters = queriesShowingPack(userId, packageId);
  await client.cancelQueries(filters);
  const snapshot = client.getQueriesData(filters);
  client.setQueriesData(filters, (data: unknown) => updatePack(data, packageId, flipWish));
  return snapshot;
}

function findIn(data: Pages<MyPackage> | undefined, packageId: number): MyPackage | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((item) => item.packageId === packageId);
    if (found) return found;
  }
  return undefined;
}

function without(data: Pages<MyPackage>, packageId: number): Pages<MyPackage> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      items: page.items.filter((item) => item.packageId !== packageId),
      pageMap: { ...page.pageMap, totalCount: Math.max(0, page.pageMap.totalCount - 1) },
    })),
  };
}

function withFirst(data: Pages<MyPackage>, pack: MyPackage): Pages<MyPackage> {
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      items: index === 0 ? [pack, ...page.items] : page.items,
      pageMap: { ...page.pageMap, totalCount: page.pageMap.totalCount + 1 },
    })),
  };
}

/** Where the pack is cached now: true in hidden packs (M7), false in my packs (M6). */
export function cachedHiddenState(
  client: QueryClient,
  userId: string,
  packageId: number,
): boolean | undefined {
  if (findIn(client.getQueryData(packQueries.hidden({ userId }).queryKey), packageId)) return true;
  if (findIn(client.getQueryData(packQueries.mine({ userId }).queryKey), packageId)) return false;
  return undefined;
}

/** Moves the pack from my packs to hidden packs or back, whichever cache holds it. */
export async function movePackBetweenLists(
  client: QueryClient,
  userId: string,
  packageId: number,
): Promise<Snapshot> {
  const mineKey = packQueries.mine({ userId }).queryKey;
  const hiddenKey = packQueries.hidden({ userId }).queryKey;
  await Promise.all([
    client.cancelQueries({ queryKey: mineKey }),
    client.cancelQueries({ queryKey: hiddenKey }),
  ]);
  const mine = client.getQueryData(mineKey);
  const hidden = client.getQueryData(hiddenKey);
  const snapshot: Snapshot = [
    [mineKey, mine],
    [hiddenKey, hidden],
  ];
  const fromMine = findIn(mine, packageId);
  const fromHidden = fromMine ? undefined : findIn(hidden, packageId);
  if (fromMine && mine) {
    client.setQueryData(mineKey, without(mine, packageId));
    if (hidden) client.setQueryData(hiddenKey, withFirst(hidden, fromMine));
  } else if (fromHidden && hidden) {
    client.setQueryData(hiddenKey, without(hidden, packageId));
    if (mine) client.setQueryData(mineKey, withFirst(mine, fromHidden));
  }
  return snapshot;
}
