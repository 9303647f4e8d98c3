import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import { packKeys } from './keys';
import { packQueries } from './queries/packs';
import { getNextPageParam, type Pages } from './queries/paging';
import {
  MyPackageSchema,
  WishPackageSchema,
  type MyPackage,
  type PackageDetail,
} from '../../contract/pack';
import {
  cachedWish,
  findCachedPack,
  ownedInCache,
  queriesShowingPack,
  updatePack,
} from './pack-cache';

export type Snapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

export function restore(client: QueryClient, snapshot: Snapshot): void {
  snapshot.forEach(([queryKey, data]) => client.setQueryData(queryKey, data));
}

function flipWish(item: object): object {
  if (!('isWish' in item)) return item;
  return { ...item, isWish: item.isWish === 'Y' ? 'N' : 'Y' };
}

/**
 * Applies `update` to the pack's items in every cached query `filters` match, their fetches
 * cancelled first; answers their data from before.
 */
async function updatePackWhere(
  client: QueryClient,
  filters: QueryFilters,
  packageId: number,
  update: (item: object) => object,
): Promise<Snapshot> {
  await client.cancelQueries(filters);
  const snapshot = client.getQueriesData(filters);
  client.setQueriesData(filters, (data: unknown) => updatePack(data, packageId, update));
  return snapshot;
}

/** Flips isWish of the pack in every cached list and detail of this user. */
export function flipWishEverywhere(
  client: QueryClient,
  userId: string,
  packageId: number,
): Promise<Snapshot> {
  return updatePackWhere(client, queriesShowingPack(userId, packageId), packageId, flipWish);
}

/**
 * Sets isWish of the pack to `isWish` in every cached list and detail of this user showing the
 * other value; those showing it already are left alone (not even cancelled).
 */
export async function setWishEverywhere(
  client: QueryClient,
  userId: string,
  packageId: number,
  isWish: 'Y' | 'N',
): Promise<void> {
  const showing = queriesShowingPack(userId, packageId);
  const showingOther: QueryFilters = {
    predicate: (query) =>
      (showing.predicate?.(query) ?? false) && hasOtherWish(query.state.data, packageId, isWish),
  };
  await updatePackWhere(client, showingOther, packageId, (item) =>
    'isWish' in item ? { ...item, isWish } : item,
  );
}

function hasOtherWish(data: unknown, packageId: number, isWish: 'Y' | 'N'): boolean {
  let other = false;
  updatePack(data, packageId, (item) => {
    if ('isWish' in item && item.isWish !== isWish) other = true;
    return item;
  });
  return other;
}

export type Listed = { packageId: number };

/**
 * Brings the cached wish list in line with the pack's wish as now cached: taken out when no longer
 * wished, put first (the service lists the latest wish first) when wished, so a wish made offline
 * is on the Wish list page at once. Adding needs the pack's data from its detail or another cached
 * list; without it the list shows the pack once it is refetched.
 */
export async function updateWishList(
  client: QueryClient,
  userId: string,
  packageId: number,
): Promise<Snapshot> {
  const wishListKey = packQueries.wishlist({ userId }).queryKey;
  await client.cancelQueries({ queryKey: wishListKey, exact: true });
  const wishes = client.getQueryData(wishListKey);
  if (!wishes) return [];
  const snapshot: Snapshot = [[wishListKey, wishes]];
  const wished = cachedWish(client, userId, packageId);
  const listed = findIn(wishes, packageId);
  if (wished === 'N' && listed) {
    client.setQueryData(wishListKey, without(wishes, packageId));
  } else if (wished === 'Y' && !listed) {
    const pack = WishPackageSchema.safeParse({
      ...findCachedPack(client, userId, packageId),
      isWish: 'Y',
    });
    if (pack.success) client.setQueryData(wishListKey, withFirst(wishes, pack.data));
  }
  return snapshot;
}

export function findIn<Item extends Listed>(
  data: Pages<Item> | undefined,
  packageId: number,
): Item | undefined {
  for (const page of data?.pages ?? []) {
    const found = page.items.find((item) => item.packageId === packageId);
    if (found) return found;
  }
  return undefined;
}

function without<Item extends Listed>(data: Pages<Item>, packageId: number): Pages<Item> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.packageId !== packageId),
      pageMap: { ...page.pageMap, totalCount: Math.max(0, page.pageMap.totalCount - 1) },
    })),
  };
}

export function withFirst<Item extends Listed>(data: Pages<Item>, pack: Item): Pages<Item> {
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: index === 0 ? [pack, ...page.items] : page.items,
      pageMap: { ...page.pageMap, totalCount: page.pageMap.totalCount + 1 },
    })),
  };
}

/** The service adds a download at the end of My packs: only a list loaded to its end shows it. */
export function withLast<Item extends Listed & { order: number }>(
  data: Pages<Item>,
  pack: Item,
): Pages<Item> {
  const last = data.pages.at(-1);
  if (!last || getNextPageParam(last) !== undefined) return data;
  const order = Math.max(0, ...data.pages.flatMap((page) => page.items.map((item) => item.order)));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page === last ? [...page.items, { ...pack, order: order + 1 }] : page.items,
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

/** The pack as an item of my packs, from whatever the cache holds of it (a list's or its page). */
export function cachedAsMyPackage(
  client: QueryClient,
  userId: string,
  packageId: number,
  changed: object = {},
): MyPackage | undefined {
  const cached = findCachedPack(client, userId, packageId);
  const item = MyPackageSchema.safeParse({ isView: 'N', ...cached, ...changed, order: 0 });
  return item.success ? item.data : undefined;
}

/**
 * Moves the pack from my packs to hidden packs or back, whichever cache holds it, and flips the
 * hidden flag of its detail where the service sent one (the pack page's button reads it).
 */
export function movePackBetweenLists(
  client: QueryClient,
  userId: string,
  packageId: number,
): Promise<Snapshot> {
  return showHiddenAs(client, userId, packageId);
}

/**
 * Shows the pack hidden (`hidden` true) or not: moved into hidden packs (M7) or my packs (M6)
 * from the other list, its detail's hidden flag (where the service sent one) set to match.
 * Without `hidden`, the other of what the cache shows: moved from whichever list holds it, the
 * flag flipped.
 */
export async function showHiddenAs(
  client: QueryClient,
  userId: string,
  packageId: number,
  hidden?: boolean,
): Promise<Snapshot> {
  const mineKey = packQueries.mine({ userId }).queryKey;
  const hiddenKey = packQueries.hidden({ userId }).queryKey;
  // The pack's details in every language they were read in.
  const detailsKey = packKeys.detail({ userId, packageId });
  await Promise.all(
    [mineKey, hiddenKey, detailsKey].map((queryKey) => client.cancelQueries({ queryKey })),
  );
  const mine = client.getQueryData(mineKey);
  const hiddenPacks = client.getQueryData(hiddenKey);
  const details = client.getQueriesData<PackageDetail>({ queryKey: detailsKey });
  const snapshot: Snapshot = [[mineKey, mine], [hiddenKey, hiddenPacks], ...details];
  const toHidden =
    hidden ?? (findIn(mine, packageId) ? true : findIn(hiddenPacks, packageId) ? false : undefined);
  if (toHidden !== undefined) {
    const [fromKey, from, toKey, to] = toHidden
      ? [mineKey, mine, hiddenKey, hiddenPacks]
      : [hiddenKey, hiddenPacks, mineKey, mine];
    // A list read again since (the service's, without the change) may hold it in neither: from
    // its page or another list then, where the cache says it is owned (only an owned pack is in
    // either list).
    const pack =
      findIn(from, packageId) ??
      findIn(to, packageId) ??
      (ownedInCache(client, userId, packageId)
        ? cachedAsMyPackage(client, userId, packageId, { isDownload: 'Y' })
        : undefined);
    if (from && findIn(from, packageId)) client.setQueryData(fromKey, without(from, packageId));
    if (to && pack && !findIn(to, packageId)) client.setQueryData(toKey, withFirst(to, pack));
  }
  for (const [detailKey, detail] of details) {
    if (!detail?.isHidden) continue;
    const flag = hidden === undefined ? flipped(detail.isHidden) : hidden ? 'Y' : 'N';
    if (flag !== detail.isHidden) client.setQueryData(detailKey, { ...detail, isHidden: flag });
  }
  return snapshot;
}

const flipped = (flag: 'Y' | 'N') => (flag === 'Y' ? 'N' : 'Y');
