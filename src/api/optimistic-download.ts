import type { QueryClient } from '@tanstack/react-query';
import { PackageSummarySchema } from '../../contract/pack';
import { cachedAsMyPackage, findIn, withFirst, withLast, type Snapshot } from './optimistic';
import { findCachedPack, queriesShowingPack, updatePack } from './pack-cache';
import { packQueries } from './queries/packs';

function markOwned(item: object): object {
  return 'isDownload' in item ? { ...item, isDownload: 'Y' } : item;
}

/**
 * Shows a pack not yet owned as downloaded before the service has it (a download made offline):
 * owned in its detail and every cached list showing it, first among Downloads (M9 lists the
 * latest first) and last in My packs (M6), where the cache has the pack's data.
 */
export async function showDownloaded(
  client: QueryClient,
  userId: string,
  packageId: number,
): Promise<Snapshot> {
  const before = findCachedPack(client, userId, packageId);
  // A pack already owned is only renewed or shown again; the refetch after the write says how.
  if (before && 'isDownload' in before && before.isDownload === 'Y') return [];
  return markDownloaded(client, userId, packageId);
}

/**
 * showDownloaded without asking whether the pack is owned already: owned in every cached query
 * showing it, and in Downloads and My packs where either lacks it.
 */
export async function markDownloaded(
  client: QueryClient,
  userId: string,
  packageId: number,
): Promise<Snapshot> {
  const showing = queriesShowingPack(userId, packageId);
  const mineKey = packQueries.mine({ userId }).queryKey;
  const downloadsKey = packQueries.downloads({ userId }).queryKey;
  await Promise.all([
    client.cancelQueries(showing),
    client.cancelQueries({ queryKey: mineKey, exact: true }),
    client.cancelQueries({ queryKey: downloadsKey, exact: true }),
  ]);
  const mine = client.getQueryData(mineKey);
  const downloads = client.getQueryData(downloadsKey);
  // Restored in order: the lists come last, so their states from before the change win.
  const snapshot: Snapshot = [
    ...client.getQueriesData(showing),
    [mineKey, mine],
    [downloadsKey, downloads],
  ];
  client.setQueriesData(showing, (data: unknown) => updatePack(data, packageId, markOwned));

  const cached = { ...findCachedPack(client, userId, packageId), isDownload: 'Y' };
  const summary = PackageSummarySchema.safeParse(cached);
  if (downloads && summary.success && !findIn(downloads, packageId)) {
    client.setQueryData(downloadsKey, withFirst(downloads, summary.data));
  }
  const owned = cachedAsMyPackage(client, userId, packageId, { isDownload: 'Y' });
  if (mine && owned && !findIn(mine, packageId)) {
    client.setQueryData(mineKey, withLast(mine, owned));
  }
  return snapshot;
}
