import { hydrate, QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { MyPackageSchema, PackageSummarySchema } from '../../../contract/pack';
import { mutationKeys, packKeys } from '../keys';
import { knownHiddenState } from '../pack-hidden-state';
import { packQueries } from '../queries/packs';
import { flattenPages } from '../queries/paging';
import { buildPageMap } from '../../testing/factories';
import { pausedWrite } from '../../testing/paused-write';
import { setWriteDefaults, showWriteAgain } from './defaults';

const userId = 'review6-show';

const pack = (packageId: number, packageName: string, extra: object = {}) => ({
  packageId,
  packageName,
  packageImg: `/img/${packageId}.png`,
  packageCategory: '',
  packageKeywords: '',
  packageAnimated: 'N',
  isNew: 'N',
  artistName: 'Artist',
  language: 'en',
  isDownload: 'Y',
  isWish: 'N',
  ...extra,
});

const list = <Item>(items: Item[]) => ({
  pages: [{ items, pageMap: buildPageMap(1, 20, items.length) }],
  pageParams: [1],
});

const ids = (client: QueryClient, kind: 'mine' | 'hidden') =>
  flattenPages(client.getQueryData(packQueries[kind]({ userId }).queryKey)).map((p) => p.packageId);

/**
 * The person owns Ñandú Dance (6) and had hidden it; offline they chose to show it again (its page
 * says owned, not hidden: the show's own change). Recently viewed was read on this device before
 * they owned the pack (a gift accepted since, or a download on another device, leaves an inactive
 * list as it was) and is cached before the page. After a reload the first screen read My packs
 * from the service (still without 6: the show is not sent yet); Hidden packs, restored, lacks it.
 */
function cacheAfterReload(): QueryClient {
  const client = new QueryClient();
  setWriteDefaults(client);
  client.setQueryData(
    packQueries.recent({ userId }).queryKey,
    list([PackageSummarySchema.parse(pack(6, 'Ñandú Dance', { isDownload: 'N' }))]),
  );
  client.setQueryData(
    packQueries.mine({ userId }).queryKey,
    list([MyPackageSchema.parse(pack(1, 'Cute Cats', { isView: 'Y', order: 1 }))]),
  );
  client.setQueryData(packQueries.hidden({ userId }).queryKey, list([]));
  client.setQueryData(
    packKeys.detail({ userId, packageId: 6 }),
    pack(6, 'Ñandú Dance', { isDownload: 'Y', isHidden: 'N', stickers: [] }),
  );
  return client;
}

it('a waiting show re-applied after a reload puts an owned pack into My packs from its page, though an older list says not owned', async () => {
  const client = cacheAfterReload();
  hydrate(client, {
    queries: [],
    mutations: [
      pausedWrite(mutationKeys.toggleHidden, {
        packageId: 6,
        userId,
        madeOffline: true,
        wanted: false,
      }),
    ],
  });
  const [mutation] = client.getMutationCache().getAll();
  if (!mutation) throw new Error('the write is restored');
  await showWriteAgain(client, mutation);
  // The page and the app's own reading say: owned, shown.
  expect(knownHiddenState(client, userId, 6)).toBe(false);
  // docs/offline.md: "a pack is put into My packs or Hidden packs from its page only where that
  // says it is owned" — the page says owned.
  expect(ids(client, 'mine')).toEqual([6, 1]);
});
