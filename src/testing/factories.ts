import type {
  CameraPackage,
  CameraSticker,
  GiftRecord,
  MyPackage,
  PackageDetail,
  PackageSummary,
  PackSticker,
  PageMap,
  SearchSticker,
  WishPackage,
} from '../../contract';
import { omit } from './omit';

/** Deterministic builders typed by the contract; `resetFactories()` runs before every test. */

let sequence = 0;
const next = () => ++sequence;

export function resetFactories(): void {
  sequence = 0;
}

export const IMAGE_ORIGIN = 'https://img.example.test';

export function buildPackageSummary(overrides: Partial<PackageSummary> = {}): PackageSummary {
  const packageId = overrides.packageId ?? next();
  return {
    packageId,
    packageName: `Pack ${packageId}`,
    packageImg: `${IMAGE_ORIGIN}/packs/${packageId}.png`,
    packageCategory: 'Animals',
    packageKeywords: 'cat,happy',
    packageAnimated: 'N',
    isNew: 'N',
    artistName: `Artist ${packageId}`,
    language: 'English',
    isDownload: 'N',
    isWish: 'N',
    ...overrides,
  };
}

export function buildMyPackage(overrides: Partial<MyPackage> = {}): MyPackage {
  const base = buildPackageSummary(overrides);
  return { ...base, isDownload: 'Y', isView: 'N', order: base.packageId, ...overrides };
}

export function buildWishPackage(overrides: Partial<WishPackage> = {}): WishPackage {
  return { ...buildPackageSummary(overrides), isWish: 'Y', ...overrides };
}

export function buildPackSticker(overrides: Partial<PackSticker> = {}): PackSticker {
  const stickerId = overrides.stickerId ?? next();
  return {
    stickerId,
    packageId: 1,
    stickerImg: `${IMAGE_ORIGIN}/stickers/${stickerId}.png`,
    ...overrides,
  };
}

export function buildPackageDetail(overrides: Partial<PackageDetail> = {}): PackageDetail {
  const base = buildPackageSummary(overrides);
  const stickers = [1, 2, 3].map((n) =>
    buildPackSticker({ stickerId: base.packageId * 100 + n, packageId: base.packageId }),
  );
  return { ...base, stickers, ...overrides };
}

export function buildSearchSticker(overrides: Partial<SearchSticker> = {}): SearchSticker {
  const stickerId = overrides.stickerId ?? next();
  return {
    stickerId,
    keyword: 'cat',
    stickerImg: `${IMAGE_ORIGIN}/stickers/${stickerId}.png`,
    ...overrides,
  };
}

export function buildCameraSticker(overrides: Partial<CameraSticker> = {}): CameraSticker {
  const stickerId = overrides.stickerId ?? next();
  return { stickerId, stickerImg: `${IMAGE_ORIGIN}/stickers/${stickerId}.png`, ...overrides };
}

export function buildCameraPackage(overrides: Partial<CameraPackage> = {}): CameraPackage {
  const base = omit(buildPackageSummary(overrides), 'isDownload', 'isWish');
  return {
    ...base,
    onOff: 'on',
    lOrder: base.packageId,
    packageDate: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildGiftRecord(overrides: Partial<GiftRecord> = {}): GiftRecord {
  return {
    ...buildPackageSummary(overrides),
    sendUserId: 'friend',
    receiveUserId: 'demo',
    isReceive: 'N',
    sendDate: '2026-01-02T00:00:00.000Z',
    receiveDate: '',
    ...overrides,
  };
}

/** The pageMap the service sends for `totalCount` items at this page and size. */
export function buildPageMap(pageNumber: number, limit: number, totalCount: number): PageMap {
  const pageCount = Math.max(1, Math.ceil(totalCount / limit));
  const groupNumber = Math.floor((pageNumber - 1) / 10);
  const startPage = groupNumber * 10 + 1;
  const modNum = totalCount % limit || (totalCount ? limit : 0);
  return {
    pageNumber,
    onePageCountRow: limit,
    totalCount,
    pageCount,
    groupCount: Math.ceil(pageCount / 10),
    groupNumber,
    pageGroupCount: 10,
    startPage,
    endPage: Math.min(startPage + 9, pageCount),
    startRow: (pageNumber - 1) * limit,
    endRow: limit,
    modNum,
    listStartNumber: totalCount ? (pageCount - pageNumber) * limit + modNum : 1,
  };
}
