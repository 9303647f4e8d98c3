import type { OperationId } from '../msw/operations';

/**
 * One success body per operation, written from the spec's field tables (parts 2 and 4) with the
 * spec samples' scalar types: integer ids, string flags.
 */

const IMG = 'https://img.example.test';

const pack = (packageId: number) => ({
  packageId,
  packageName: `Pack ${packageId}`,
  packageImg: `${IMG}/packs/${packageId}.png`,
  packageCategory: 'Animals,Fun',
  packageKeywords: 'cat,cute',
  packageAnimated: 'Y',
  isNew: 'N',
  artistName: `Artist ${packageId}`,
  language: 'English',
});
const flags = { isDownload: 'Y', isWish: 'N' };
const packSticker = (packageId: number, n: number) => ({
  stickerId: packageId * 100 + n,
  packageId,
  stickerImg: `${IMG}/stickers/${packageId * 100 + n}.png`,
});
const searchSticker = (stickerId: number) => ({
  stickerId,
  keyword: 'cat',
  stickerImg: `${IMG}/stickers/${stickerId}.png`,
});
const cameraSticker = (stickerId: number) => ({
  stickerId,
  stickerImg: `${IMG}/stickers/${stickerId}.png`,
});
const gift = (packageId: number) => ({
  ...pack(packageId),
  ...flags,
  sendUserId: 'friend',
  receiveUserId: 'demo',
  isReceive: 'N',
  sendDate: '2026-01-20T00:00:00.000Z',
  receiveDate: '',
});

/** The spec's pageMap for a first page of `count` items out of `count`, 20 a page. */
export const specPageMap = (count: number) => ({
  pageNumber: 1,
  onePageCountRow: 20,
  totalCount: count,
  pageCount: 1,
  groupCount: 1,
  groupNumber: 0,
  pageGroupCount: 10,
  startPage: 1,
  endPage: 1,
  startRow: 0,
  endRow: 20,
  modNum: count,
  listStartNumber: count,
});

const three = [1, 2, 3];
const paged = (key: string, items: unknown[]) => ({ [key]: items, pageMap: specPageMap(3) });

/** The spec's operations; the extensions (download, send, sendGift, forgetSearch) are the service's. */
export const specBodies: Record<
  Exclude<
    OperationId,
    'download' | 'send' | 'sendGift' | 'forgetSearch' | 'sentGifts' | 'suggest' | 'trending'
  >,
  unknown
> = {
  M1: paged('stickerList', [101, 102, 201].map(searchSticker)),
  M2: { keywordList: [{ keyword: 'cat' }, { keyword: '고양이' }] },
  M3: { package: { ...pack(1), ...flags, stickers: three.map((n) => packSticker(1, n)) } },
  M4: paged('stickerList', [packSticker(2, 1), packSticker(1, 1), packSticker(1, 2)]),
  M5: paged(
    'packageList',
    three.map((id) => ({ ...pack(id), ...flags })),
  ),
  M6: paged(
    'packageList',
    three.map((id) => ({ ...pack(id), ...flags, isView: 'N', order: id })),
  ),
  M7: paged(
    'packageList',
    three.map((id) => ({ ...pack(id), ...flags, isView: 'Y', order: id })),
  ),
  M8: [],
  M9: paged(
    'packageList',
    three.map((id) => ({ ...pack(id), ...flags })),
  ),
  M10: paged(
    'packageList',
    three.map((id) => ({ ...pack(id), isDownload: 'N' })),
  ),
  M11: [],
  M12: paged('packageList', three.map(gift)),
  M13: gift(1),
  M14: { categoryList: [{ category: 'Animals' }, { category: 'Food' }, { category: 'Fun' }] },
  C1: paged(
    'packageList',
    three.map((id) => ({
      ...pack(id),
      onOff: 'on',
      lOrder: id,
      packageDate: '2026-01-01T00:00:00.000Z',
    })),
  ),
  C2: { stickerList: [101, 102, 201].map(searchSticker) },
  C3: { stickerList: [101, 102, 201].map(cameraSticker) },
  C4: { stickerList: [101, 102, 201].map(cameraSticker) },
  C5: [],
};
