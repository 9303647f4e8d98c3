import type { QueryClient } from '@tanstack/react-query';
import type { MyPackage } from '../../contract';
import { cachedDetail } from './pack-cache';
import { packQueries } from './queries/packs';
import { flattenPages, getNextPageParam, type Pages } from './queries/paging';

function listHolds(data: Pages<MyPackage> | undefined, packageId: number): boolean {
  return flattenPages(data).some((pack) => pack.packageId === packageId);
}

function isComplete(data: Pages<MyPackage> | undefined): boolean {
  const last = data?.pages.at(-1);
  return last !== undefined && getNextPageParam(last) === undefined;
}

/**
 * Whether the service keeps the pack hidden, as far as the cache knows: the pack's own flag (an
 * extension of the local service) when M3 sent it, else its place in the hidden list (M7) or
 * in my packs (M6). The pack is taken to be owned, as it is where hiding is offered. Undefined
 * when no cached answer says.
 */
export function knownHiddenState(
  client: QueryClient,
  userId: string,
  packageId: number,
): boolean | undefined {
  const detail = cachedDetail(client, userId, packageId);
  if (detail?.isHidden) return detail.isHidden === 'Y';
  if (detail && detail.isDownload !== 'Y') return false;
  const hidden = client.getQueryData(packQueries.hidden({ userId }).queryKey);
  if (listHolds(hidden, packageId)) return true;
  if (isComplete(hidden)) return false;
  const mine = client.getQueryData(packQueries.mine({ userId }).queryKey);
  if (listHolds(mine, packageId)) return false;
  // An owned pack missing from the whole of My packs is hidden.
  if (isComplete(mine)) return true;
  return undefined;
}
