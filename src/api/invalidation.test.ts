import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  buildCameraPackage,
  buildGiftRecord,
  buildMyPackage,
  buildPackageDetail,
  buildPackageSummary,
  buildPackSticker,
  buildPageMap,
  buildWishPackage,
} from '../testing/factories';
import { invalidateAll, invalidationMap } from './invalidation';
import { cameraKeys, categoryKeys, giftKeys, packKeys, stickerKeys } from './keys';

const pages = <T>(items: T[]) => ({
  pages: [{ items, pageMap: buildPageMap(1, 20, items.length) }],
  pageParams: [1],
});

const cached = {
  'mine u1': [
    packKeys.list('mine', { userId: 'u1' }),
    pages([1, 2].map((packageId) => buildMyPackage({ packageId }))),
  ],
  'hidden u1': [
    packKeys.list('hidden', { userId: 'u1' }),
    pages([buildMyPackage({ packageId: 3 })]),
  ],
  'wishlist u1': [
    packKeys.list('wishlist', { userId: 'u1' }),
    pages([buildWishPackage({ packageId: 4 })]),
  ],
  'downloads u1': [
    packKeys.list('downloads', { userId: 'u1' }),
    pages([1, 2, 3].map((packageId) => buildPackageSummary({ packageId }))),
  ],
  'recent u1': [
    packKeys.list('recent', { userId: 'u1' }),
    pages([5, 1].map((packageId) => buildPackageSummary({ packageId }))),
  ],
  'detail u1 1': [
    packKeys.detail({ userId: 'u1', packageId: 1 }),
    buildPackageDetail({ packageId: 1 }),
  ],
  'detail u1 5': [
    packKeys.detail({ userId: 'u1', packageId: 5 }),
    buildPackageDetail({ packageId: 5 }),
  ],
  'gifts u1': [
    giftKeys.received({ userId: 'u1' }),
    pages([buildGiftRecord({ packageId: 5, receiveUserId: 'u1' })]),
  ],
  'sent gifts u1': [
    giftKeys.sent({ userId: 'u1' }),
    pages([buildGiftRecord({ packageId: 9, sendUserId: 'u1' })]),
  ],
  'sent gifts u2': [
    giftKeys.sent({ userId: 'u2' }),
    pages([buildGiftRecord({ packageId: 9, sendUserId: 'u2' })]),
  ],
  'sent u1': [stickerKeys.sent({ userId: 'u1' }), pages([buildPackSticker({ packageId: 1 })])],
  'search u1': [
    stickerKeys.search({ userId: 'u1', q: 'cat', lang: 'en', countryCode: 'US' }),
    pages([]),
  ],
  'frequent u1': [cameraKeys.frequent({ userId: 'u1' }), []],
  'camera ranking u1': [
    cameraKeys.packages({
      userId: 'u1',
      date: '',
      category: '',
      animated: '',
      country: '',
      searchText: '',
    }),
    pages([buildCameraPackage({ packageId: 1 })]),
  ],
  categories: [categoryKeys.list(), ['Animals']],
  'mine u2': [packKeys.list('mine', { userId: 'u2' }), pages([buildMyPackage({ packageId: 1 })])],
  'detail u2 1': [
    packKeys.detail({ userId: 'u2', packageId: 1 }),
    buildPackageDetail({ packageId: 1 }),
  ],
} satisfies Record<string, [QueryKey, unknown]>;

type Name = keyof typeof cached;

async function invalidatedBy(filters: Parameters<typeof invalidateAll>[1]): Promise<Name[]> {
  const client = new QueryClient();
  const entries = Object.entries(cached) as [Name, [QueryKey, unknown]][];
  entries.forEach(([, [key, data]]) => client.setQueryData(key, data));
  await invalidateAll(client, filters);
  return entries
    .filter(([, [key]]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('invalidationMap', () => {
  it('wish toggle: the wish list, the pack, and every list of the user showing its isWish', async () => {
    expect(await invalidatedBy(invalidationMap.toggleWish({ userId: 'u1', packageId: 1 }))).toEqual(
      ['detail u1 1', 'downloads u1', 'mine u1', 'recent u1', 'wishlist u1'],
    );
  });

  it('hide toggle: my packs, hidden packs and the pack', async () => {
    expect(
      await invalidatedBy(invalidationMap.toggleHidden({ userId: 'u1', packageId: 1 })),
    ).toEqual(['detail u1 1', 'hidden u1', 'mine u1']);
  });

  it('confirm gift: received gifts, my packs, downloads, and lists showing the pack', async () => {
    expect(
      await invalidatedBy(invalidationMap.confirmGift({ userId: 'u1', packageId: 5 })),
    ).toEqual(['detail u1 5', 'downloads u1', 'gifts u1', 'mine u1', 'recent u1']);
  });

  it('download: my packs, downloads, and lists showing the pack (a hidden one comes back)', async () => {
    expect(
      await invalidatedBy(invalidationMap.downloadPack({ userId: 'u1', packageId: 3 })),
    ).toEqual(['downloads u1', 'hidden u1', 'mine u1']);
  });

  it("send gift: the sender's sent gifts only, not another user's", async () => {
    expect(await invalidatedBy(invalidationMap.sendGift({ userId: 'u1' }))).toEqual([
      'sent gifts u1',
    ]);
  });

  it('register send: recently sent only', async () => {
    expect(await invalidatedBy(invalidationMap.registerSend({ userId: 'u1' }))).toEqual([
      'sent u1',
    ]);
  });

  it('register usage: frequently used only', async () => {
    expect(await invalidatedBy(invalidationMap.registerUsage({ userId: 'u1' }))).toEqual([
      'frequent u1',
    ]);
  });
});
