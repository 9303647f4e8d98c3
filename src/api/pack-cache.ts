import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';
import type { PackageDetail } from '../../contract/pack';
import { giftKeys, keyUserId, packKeys } from './keys';

/** Walks cached pack-shaped data (a detail or an infinite list) without knowing its exact type. */

type PackItem = { packageId: number };

function isPackItem(value: unknown): value is PackItem {
  return typeof value === 'object' && value !== null && 'packageId' in value;
}

function pageItems(data: unknown): unknown[][] {
  if (typeof data !== 'object' || data === null || !('pages' in data)) return [];
  if (!Array.isArray(data.pages)) return [];
  return data.pages.map((page: unknown) =>
    typeof page === 'object' && page !== null && 'items' in page && Array.isArray(page.items)
      ? (page.items as unknown[])
      : [],
  );
}

export function containsPack(data: unknown, packageId: number): boolean {
  if (isPackItem(data) && data.packageId === packageId) return true;
  return pageItems(data).some((items) =>
    items.some((item) => isPackItem(item) && item.packageId === packageId),
  );
}

/** Returns data with `update` applied to every item of the pack; other items keep their identity. */
export function updatePack(
  data: unknown,
  packageId: number,
  update: (item: object) => object,
): unknown {
  if (isPackItem(data) && !('pages' in data)) {
    return data.packageId === packageId ? update(data) : data;
  }
  if (typeof data !== 'object' || data === null || !('pages' in data)) return data;
  if (!Array.isArray(data.pages)) return data;
  return {
    ...data,
    pages: data.pages.map((page: unknown) => {
      if (typeof page !== 'object' || page === null || !('items' in page)) return page;
      if (!Array.isArray(page.items)) return page;
      return {
        ...page,
        items: page.items.map((item: unknown) =>
          isPackItem(item) && item.packageId === packageId ? update(item) : item,
        ),
      };
    }),
  };
}

function startsWith(queryKey: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => queryKey[index] === part);
}

/** Every cached list (M5, M6, M7, M9, M10, M12) or detail (M3) of this user holding the pack. */
export function queriesShowingPack(userId: string, packageId: number): QueryFilters {
  return {
    predicate: (query: Query) =>
      keyUserId(query.queryKey) === userId &&
      (startsWith(query.queryKey, packKeys.all) || startsWith(query.queryKey, giftKeys.all)) &&
      containsPack(query.state.data, packageId),
  };
}

/** Every copy of the pack in this user's cached lists and details. */
function* cachedCopies(client: QueryClient, userId: string, packageId: number) {
  for (const [, data] of client.getQueriesData(queriesShowingPack(userId, packageId))) {
    if (isPackItem(data) && data.packageId === packageId) yield data;
    for (const items of pageItems(data)) {
      for (const item of items) if (isPackItem(item) && item.packageId === packageId) yield item;
    }
  }
}

/** The pack as any cached list or detail of this user shows it (after an optimistic update). */
export function findCachedPack(
  client: QueryClient,
  userId: string,
  packageId: number,
): object | undefined {
  for (const copy of cachedCopies(client, userId, packageId)) return copy;
  return undefined;
}

/**
 * Whether any cached list or detail says the user owns the pack. No operation takes a pack back,
 * so a copy saying it is not owned was read before it was.
 */
export function ownedInCache(client: QueryClient, userId: string, packageId: number): boolean {
  for (const copy of cachedCopies(client, userId, packageId)) {
    if ('isDownload' in copy && copy.isDownload === 'Y') return true;
  }
  return false;
}

/**
 * The pack's detail (M3) this user's cache holds, in whichever language it was read: the one
 * answered or changed last.
 */
export function cachedDetail(
  client: QueryClient,
  userId: string,
  packageId: number,
): PackageDetail | undefined {
  const [latest] = client
    .getQueryCache()
    .findAll({ queryKey: packKeys.detail({ userId, packageId }) })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return latest && client.getQueryData<PackageDetail>(latest.queryKey);
}

/** isWish as the service last said it: the pack's own detail first, else any list showing it. */
export function cachedWish(
  client: QueryClient,
  userId: string,
  packageId: number,
): 'Y' | 'N' | undefined {
  const detail: unknown = cachedDetail(client, userId, packageId);
  const pack = isPackItem(detail) ? detail : findCachedPack(client, userId, packageId);
  const isWish = pack && 'isWish' in pack ? pack.isWish : undefined;
  return isWish === 'Y' || isWish === 'N' ? isWish : undefined;
}
