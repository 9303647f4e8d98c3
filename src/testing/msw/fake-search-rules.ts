import type { CameraPackage, PackSticker, SearchSticker } from '../../api/schemas';
import { omit } from '../omit';
import { userOf, type CatalogPack, type FakeDb } from './fake-db';

/** Search, sticker and camera rules of the service applied to the fake db. */

export function stickerById(db: FakeDb, stickerId: number): PackSticker | undefined {
  for (const pack of db.packs) {
    const sticker = pack.stickers.find((item) => item.stickerId === stickerId);
    if (sticker) return { stickerId, stickerImg: sticker.stickerImg, packageId: pack.packageId };
  }
  return undefined;
}

export function searchStickers(db: FakeDb, q: string): SearchSticker[] {
  const needle = q.trim().toLowerCase();
  return db.packs.flatMap((pack) =>
    pack.stickers
      .filter((sticker) => sticker.keyword.toLowerCase().includes(needle))
      .map(({ stickerId, stickerImg, keyword }) => ({
        stickerId,
        stickerImg,
        keyword,
        packageId: pack.packageId,
        packageName: pack.packageName,
      })),
  );
}

export function recordSearch(db: FakeDb, userId: string, q: string): void {
  const user = userOf(db, userId);
  user.searches = [q.trim(), ...user.searches.filter((item) => item !== q.trim())].slice(0, 12);
}

export type CameraFilters = {
  category: string;
  animated: string;
  country: string;
  searchText: string;
};

export function cameraRanking(db: FakeDb, filters: CameraFilters): CameraPackage[] {
  const events = (pack: CatalogPack) =>
    [...db.users.values()].reduce(
      (sum, user) =>
        sum +
        user.usage.filter((id) => pack.stickers.some((sticker) => sticker.stickerId === id))
          .length +
        (user.downloads.includes(pack.packageId) ? 1 : 0),
      0,
    );
  const text = filters.searchText.trim().toLowerCase();
  return db.packs
    .filter((pack) => !filters.animated || pack.packageAnimated === filters.animated)
    .filter(
      (pack) => !filters.category || pack.packageCategory.split(',').includes(filters.category),
    )
    .filter(
      (pack) =>
        !filters.country ||
        [pack.countryCode.toLowerCase(), 'en'].includes(filters.country.toLowerCase()),
    )
    .filter(
      (pack) => !text || `${pack.packageName} ${pack.packageKeywords}`.toLowerCase().includes(text),
    )
    .sort((a, b) => events(b) - events(a) || a.packageId - b.packageId)
    .map((pack, index) => ({
      ...omit(pack, 'stickers', 'price', 'countryCode'),
      onOff: 'on',
      lOrder: index + 1,
    }));
}
