import { hydrate, QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { MyPackageSchema, PackageSummarySchema } from '../../../contract/pack';
import { mutationKeys, packKeys } from '../keys';
import { packQueries } from '../queries/packs';
import { flattenPages } from '../queries/paging';
import { buildPageMap } from '../../testing/factories';
import { pausedWrite } from '../../testing/paused-write';
import { setWriteDefaults, showWriteAgain } from './defaults';

const userId = 'review7-show';

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
 * The mirror of the commit's own test: the page of Ñandú Dance (6) was read BEFORE the person
 * owned it (they opened it, then accepted it as a gift: the gift's invalidation leaves an inactive
 * page as it was), while Downloads, read AFTER the gift, says owned. They hid it, then offline
 * showed it again; after a reload My packs was read from the service (without 6: the show is not
 * sent yet) and Hidden packs, restored, lacks it.
 */
function cacheWithStalePage(): QueryClient {
  const client = new QueryClient();
  setWriteDefaults(client);
  const now = Date.now();
  // Downloads: the list cached first, answered after the gift was accepted.
  client.setQueryData(
    packQueries.downloads({ userId }).queryKey,
    list([PackageSummarySchema.parse(pack(6, 'Ñandú Dance', { isDownload: 'Y' }))]),
    { updatedAt: now },
  );
  // The pack's page, read an hour earlier, before the gift: not owned.
  client.setQueryData(
    packKeys.detail({ userId, packageId: 6 }),
    pack(6, 'Ñandú Dance', { isDownload: 'N', isHidden: 'N', stickers: [] }),
    { updatedAt: now - 3_600_000 },
  );
  client.setQueryData(
    packQueries.mine({ userId }).queryKey,
    list([MyPackageSchema.parse(pack(1, 'Cute Cats', { isView: 'Y', order: 1 }))]),
  );
  client.setQueryData(packQueries.hidden({ userId }).queryKey, list([]));
  return client;
}

it('review7: a waiting show re-applied after a reload puts an owned pack into My packs, though its page read before owning it says not owned', async () => {
  const client = cacheWithStalePage();
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
  // Before bfba0ae the newer list (cached first) was used and 6 was put into My packs.
  expect(ids(client, 'mine')).toEqual([6, 1]);
});
