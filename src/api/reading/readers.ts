import * as z from 'zod/mini';
import { GiftRecordSchema, type GiftRecord } from '../schemas/gift';
import {
  CameraPackageSchema,
  MyPackageSchema,
  PackageDetailSchema,
  PackageSummarySchema,
  WishPackageSchema,
} from '../schemas/pack';
import {
  CameraPackagePageBodySchema,
  CameraSearchBodySchema,
  CameraStickerListBodySchema,
  CategoryItemSchema,
  CategoryListBodySchema,
  GiftPageBodySchema,
  KeywordItemSchema,
  MyPackagePageBodySchema,
  PackageSummaryPageBodySchema,
  RecentKeywordsBodySchema,
  SearchBodySchema,
  SentStickersBodySchema,
  WishPageBodySchema,
} from '../schemas/responses';
import { CameraStickerSchema, PackStickerSchema, SearchStickerSchema } from '../schemas/sticker';
import { listBody, pagedBody, type BodyReader, type PageRequest } from './body-reader';
import { lenientItem, readList } from './item-reader';

/**
 * How the app reads each operation's answer: lenient readers derived from the exact contract.
 * Required is what a screen cannot do without; every other field has the contract's default or
 * the one stated here (order → position in the list, dates → empty, not shown).
 */

const PACK_REQUIRED = ['packageId', 'packageName', 'packageImg'] as const;
const atPosition = (position: number) => position;
const notShown = () => '';

export const readItem = {
  packageSummary: lenientItem(PackageSummarySchema, {
    required: PACK_REQUIRED,
    defaults: { artistName: notShown },
  }),
  myPackage: lenientItem(MyPackageSchema, {
    required: PACK_REQUIRED,
    defaults: { artistName: notShown, order: atPosition },
  }),
  wishPackage: lenientItem(WishPackageSchema, {
    required: PACK_REQUIRED,
    defaults: { artistName: notShown },
  }),
  cameraPackage: lenientItem(CameraPackageSchema, {
    required: PACK_REQUIRED,
    defaults: { artistName: notShown, lOrder: atPosition, packageDate: notShown },
  }),
  gift: lenientItem(GiftRecordSchema, {
    // The sender and receiver name the gift when it is confirmed (M13).
    required: [...PACK_REQUIRED, 'sendUserId', 'receiveUserId'],
    defaults: { artistName: notShown, isReceive: () => 'N' as const, sendDate: notShown },
  }),
  searchSticker: lenientItem(SearchStickerSchema, {
    required: ['stickerId', 'stickerImg'],
    defaults: { keyword: notShown },
  }),
  packSticker: lenientItem(PackStickerSchema, {
    required: ['stickerId', 'packageId', 'stickerImg'],
  }),
  cameraSticker: lenientItem(CameraStickerSchema, { required: ['stickerId', 'stickerImg'] }),
  keyword: lenientItem(KeywordItemSchema, {
    required: ['keyword'],
  }),
  category: lenientItem(CategoryItemSchema, {
    required: ['category'],
  }),
};

const detailPackage = lenientItem(PackageDetailSchema, {
  required: PACK_REQUIRED,
  defaults: { artistName: notShown },
  readers: { stickers: (raw) => readList(raw, readItem.packSticker)?.items ?? [] },
});

export type PackageDetailRead = {
  package: z.output<typeof PackageDetailSchema>;
  /** Stickers of the pack that could not be shown. */
  unreadable: number;
};

/** The reader of each operation's body, by the spec's numbers. */
export const readBody = {
  M1: (page: PageRequest) =>
    pagedBody(SearchBodySchema, 'stickerList', readItem.searchSticker, page),
  M2: listBody(RecentKeywordsBodySchema, 'keywordList', readItem.keyword),
  M3: {
    safeParse(body: unknown) {
      const raw = typeof body === 'object' && body !== null ? (body as { package?: unknown }) : {};
      const pack = detailPackage(raw.package, 1);
      if (!pack) return { success: false, error: new Error('body.package cannot be shown') };
      const sent = Array.isArray((raw.package as { stickers?: unknown }).stickers)
        ? (raw.package as { stickers: unknown[] }).stickers.length
        : 0;
      return { success: true, data: { package: pack, unreadable: sent - pack.stickers.length } };
    },
  } satisfies BodyReader<PackageDetailRead>,
  M4: (page: PageRequest) =>
    pagedBody(SentStickersBodySchema, 'stickerList', readItem.packSticker, page),
  M5: (page: PageRequest) =>
    pagedBody(PackageSummaryPageBodySchema, 'packageList', readItem.packageSummary, page),
  M6: (page: PageRequest) =>
    pagedBody(MyPackagePageBodySchema, 'packageList', readItem.myPackage, page),
  M10: (page: PageRequest) =>
    pagedBody(WishPageBodySchema, 'packageList', readItem.wishPackage, page),
  M12: (page: PageRequest) => pagedBody(GiftPageBodySchema, 'packageList', readItem.gift, page),
  /** An empty array in the spec's sample, the gift record in its field table. */
  M13: {
    safeParse(body: unknown) {
      if (Array.isArray(body)) return { success: true, data: null };
      const gift = readItem.gift(body, 1);
      return gift
        ? { success: true, data: gift }
        : { success: false, error: new Error('body is neither [] nor a gift record') };
    },
  } satisfies BodyReader<GiftRecord | null>,
  M14: listBody(CategoryListBodySchema, 'categoryList', readItem.category),
  C1: (page: PageRequest) =>
    pagedBody(CameraPackagePageBodySchema, 'packageList', readItem.cameraPackage, page),
  C2: listBody(CameraSearchBodySchema, 'stickerList', readItem.searchSticker),
  C3: listBody(CameraStickerListBodySchema, 'stickerList', readItem.cameraSticker),
  /** M8, M11, C5 and the extensions: nothing reads their bodies. */
  ignored: {
    safeParse: () => ({ success: true, data: undefined }),
  } satisfies BodyReader<undefined>,
};
