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

const userId = 'hide-again';

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

/**
 * The person's lists as the service sent them: owns Cute Cats (1), hid Chats Chics (3); the page of
 * Ñandú Dance (6), a pack they do not own (its download, made offline, was refused since).
 */
function cacheWithUnownedPage(): QueryClient {
  const client = new QueryClient();
  setWriteDefaults(client);
  client.setQueryData(
    packQueries.mine({ userId }).queryKey,
    list([MyPackageSchema.parse(pack(1, 'Cute Cats', { isView: 'Y', order: 1 }))]),
  );
  client.setQueryData(
    packQueries.hidden({ userId }).queryKey,
    list([MyPackageSchema.parse(pack(3, 'Chats Chics', { isView: 'Y', order: 2 }))]),
  );
  client.setQueryData(
    packKeys.detail({ userId, packageId: 6 }),
    pack(6, 'Ñandú Dance', { isDownload: 'N', isHidden: 'N', stickers: [] }),
  );
  return client;
}

/**
 * The same lists, with Ñandú Dance (6) also in `list`, cached before its page; each says whether
 * the pack is owned.
 */
function cacheWithListBeforePage(
  listName: 'recent' | 'downloads',
  { listSays, pageSays }: { listSays: 'Y' | 'N'; pageSays: 'Y' | 'N' },
): QueryClient {
  const client = cacheWithUnownedPage();
  client.removeQueries({ queryKey: packKeys.detail({ userId, packageId: 6 }) });
  client.setQueryData(
    packQueries[listName]({ userId }).queryKey,
    list([PackageSummarySchema.parse(pack(6, 'Ñandú Dance', { isDownload: listSays }))]),
  );
  client.setQueryData(
    packKeys.detail({ userId, packageId: 6 }),
    pack(6, 'Ñandú Dance', { isDownload: pageSays, isHidden: 'N', stickers: [] }),
  );
  return client;
}

async function restoredAndShownAgain(client: QueryClient, wanted: boolean) {
  hydrate(client, {
    queries: [],
    mutations: [
      pausedWrite(mutationKeys.toggleHidden, { packageId: 6, userId, madeOffline: true, wanted }),
    ],
  });
  const [mutation] = client.getMutationCache().getAll();
  if (!mutation) throw new Error('the write is restored');
  await showWriteAgain(client, mutation);
}

const ids = (client: QueryClient, kind: 'mine' | 'hidden') =>
  flattenPages(client.getQueryData(packQueries[kind]({ userId }).queryKey)).map((p) => p.packageId);

it('a waiting hide re-applied after a reload does not put a pack the person does not own into Hidden packs', async () => {
  const client = cacheWithUnownedPage();
  // The app's own reading: a pack not owned is not hidden.
  expect(knownHiddenState(client, userId, 6)).toBe(false);
  await restoredAndShownAgain(client, true);
  expect(ids(client, 'hidden')).toEqual([3]);
  expect(ids(client, 'mine')).toEqual([1]);
});

it('a waiting show re-applied after a reload does not put a pack the person does not own into My packs', async () => {
  const client = cacheWithUnownedPage();
  await restoredAndShownAgain(client, false);
  expect(ids(client, 'mine')).toEqual([1]);
  expect(ids(client, 'hidden')).toEqual([3]);
});

it('a waiting show re-applied after a reload puts an owned pack into My packs from its page, though an older list says not owned', async () => {
  // Owns Ñandú Dance now and had hidden it; offline they showed it again (the page says owned, not
  // hidden). Recently viewed, read before they owned it (a gift accepted since), is cached before
  // the page. The first screen read My packs from the service, without 6: the show is not sent yet.
  const client = cacheWithListBeforePage('recent', { listSays: 'N', pageSays: 'Y' });
  await restoredAndShownAgain(client, false);
  expect(knownHiddenState(client, userId, 6)).toBe(false);
  expect(ids(client, 'mine')).toEqual([6, 1]);
});

it('a waiting show re-applied after a reload puts an owned pack into My packs, though its page read before owning it says not owned', async () => {
  // The mirror of the last: the page of Ñandú Dance was read before they owned it (a gift accepted
  // since leaves an inactive page as it was); Downloads, read after, says owned.
  const client = cacheWithListBeforePage('downloads', { listSays: 'Y', pageSays: 'N' });
  await restoredAndShownAgain(client, false);
  expect(ids(client, 'mine')).toEqual([6, 1]);
});
