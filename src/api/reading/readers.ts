import * as z from 'zod/mini';
import { GiftRecordSchema, type GiftRecord } from '../../../contract/gift';
import {
  CameraPackageSchema,
  MyPackageSchema,
  PackageDetailSchema,
  PackageSummarySchema,
  WishPackageSchema,
} from '../../../contract/pack';
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
  SentStickersBodySchema,
  WishPageBodySchema,
} from '../../../contract/responses';
import {
  SuggestionListBodySchema,
  SuggestionSchema,
  TrendingBodySchema,
  TrendingTermSchema,
} from '../../../contract/discovery';
import { CameraStickerSchema, PackStickerSchema } from '../../../contract/sticker';
import { listBody, pagedBody, type BodyReader, type PageRequest } from './body-reader';
import { lenientItem, readList } from './item-reader';
import { withWebPackageImg, withWebStickerImg } from './image-url';
import { searchSticker } from './search-reader';
import { uniqueBy } from '../../lib/unique-by';

/**
 * How the app reads each operation's answer: lenient readers derived from the exact contract.
 * Required is what a screen cannot do without; every other field has the contract's default or
 * the one stated here (order → position in the list, dates → empty, not shown). Image URLs must
 * be http(s) or relative (./image-url): a `javascript:` one leaves its item out.
 */

const PACK_REQUIRED = ['packageId', 'packageName', 'packageImg'] as const;
const atPosition = (position: number) => position;
const notShown = () => '';

const packageSummary = lenientItem(z.extend(PackageSummarySchema, withWebPackageImg), {
  required: PACK_REQUIRED,
  defaults: { artistName: notShown },
});

const myPackage = lenientItem(z.extend(MyPackageSchema, withWebPackageImg), {
  required: PACK_REQUIRED,
  defaults: { artistName: notShown, order: atPosition },
});

const wishPackage = lenientItem(z.extend(WishPackageSchema, withWebPackageImg), {
  required: PACK_REQUIRED,
  defaults: { artistName: notShown },
});

const cameraPackage = lenientItem(z.extend(CameraPackageSchema, withWebPackageImg), {
  required: PACK_REQUIRED,
  defaults: { artistName: notShown, lOrder: atPosition, packageDate: notShown },
});

const gift = lenientItem(z.extend(GiftRecordSchema, withWebPackageImg), {
  // The sender and receiver name the gift when it is confirmed (M13).
  required: [...PACK_REQUIRED, 'sendUserId', 'receiveUserId'],
  defaults: { artistName: notShown, isReceive: () => 'N' as const, sendDate: notShown },
});

const packSticker = lenientItem(z.extend(PackStickerSchema, withWebStickerImg), {
  required: ['stickerId', 'packageId', 'stickerImg'],
});

const cameraSticker = lenientItem(z.extend(CameraStickerSchema, withWebStickerImg), {
  required: ['stickerId', 'stickerImg'],
});

const keyword = lenientItem(KeywordItemSchema, {
  required: ['keyword'],
});

const category = lenientItem(CategoryItemSchema, {
  required: ['category'],
});

const detailPackage = lenientItem(z.extend(PackageDetailSchema, withWebPackageImg), {
  required: PACK_REQUIRED,
  defaults: { artistName: notShown },
  readers: {
    // A sticker named twice is shown once (the React key is its id).
    stickers: (raw) => uniqueBy(readList(raw, packSticker)?.items ?? [], (s) => s.stickerId),
  },
});

export type PackageDetailRead = {
  package: z.output<typeof PackageDetailSchema>;
  /** Stickers of the pack that could not be shown. */
  unreadable: number;
};

// M1's reader has a module of its own (./search-reader): a module lands whole in one chunk, and
// a search link's first load should hold no other page's reader or schema.

export const readM2 = listBody(RecentKeywordsBodySchema, 'keywordList', keyword);

export const readM3 = {
  safeParse(body: unknown) {
    const raw = typeof body === 'object' && body !== null ? (body as { package?: unknown }) : {};
    const pack = detailPackage(raw.package, 1);
    if (!pack) return { success: false, error: new Error('body.package cannot be shown') };
    const sent = readList((raw.package as { stickers?: unknown }).stickers, packSticker);
    return { success: true, data: { package: pack, unreadable: sent?.unreadable ?? 0 } };
  },
} satisfies BodyReader<PackageDetailRead>;

export const readM4 = (page: PageRequest) =>
  pagedBody(SentStickersBodySchema, 'stickerList', packSticker, page);

/** M5 and M9: pack summaries. */
export const readM5 = (page: PageRequest) =>
  pagedBody(PackageSummaryPageBodySchema, 'packageList', packageSummary, page);

/** M6 and M7: the user's packs, shown or hidden. */
export const readM6 = (page: PageRequest) =>
  pagedBody(MyPackagePageBodySchema, 'packageList', myPackage, page);

export const readM10 = (page: PageRequest) =>
  pagedBody(WishPageBodySchema, 'packageList', wishPackage, page);

export const readM12 = (page: PageRequest) =>
  pagedBody(GiftPageBodySchema, 'packageList', gift, page);

/** The sent-gifts extension: the same gift records as M12. */
export const readSentGifts = readM12;

const trendingTerm = lenientItem(TrendingTermSchema, {
  required: ['keyword'],
  defaults: { userCount: () => 1 },
});

/** The trending-terms extension. */
export const readTrending = listBody(TrendingBodySchema, 'keywordList', trendingTerm);

const suggestion = lenientItem(SuggestionSchema, {
  required: ['keyword'],
  defaults: { lang: () => '', emoji: () => '' },
});

/** The search-suggestions extension. */
export const readSuggestions = listBody(SuggestionListBodySchema, 'suggestionList', suggestion);

/** An empty array in the spec's sample, the gift record in its field table. */
export const readM13 = {
  safeParse(body: unknown) {
    if (Array.isArray(body)) return { success: true, data: null };
    const confirmed = gift(body, 1);
    return confirmed
      ? { success: true, data: confirmed }
      : { success: false, error: new Error('body is neither [] nor a gift record') };
  },
} satisfies BodyReader<GiftRecord | null>;

export const readM14 = listBody(CategoryListBodySchema, 'categoryList', category);

export const readC1 = (page: PageRequest) =>
  pagedBody(CameraPackagePageBodySchema, 'packageList', cameraPackage, page);

export const readC2 = listBody(CameraSearchBodySchema, 'stickerList', searchSticker);

/** C3 and C4: camera stickers. */
export const readC3 = listBody(CameraStickerListBodySchema, 'stickerList', cameraSticker);

/** M8, M11, C5 and the extensions: nothing reads their bodies. */
export const readIgnored = {
  safeParse: () => ({ success: true, data: undefined }),
} satisfies BodyReader<undefined>;
