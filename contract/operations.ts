import * as z from 'zod/mini';
import { SuggestionListBodySchema, TrendingBodySchema } from './discovery';
import { EmptyBodySchema } from './envelope';
import { GiftRecordSchema } from './gift';
import {
  locale,
  lang,
  numericId,
  optionalLang,
  optionalFlag,
  optionalPrice,
  optionalScript,
  optionalSearchTerm,
  optionalText,
  paging,
  rankingPeriod,
  searchTerm,
  userId,
} from './request-fields';
import {
  CameraPackagePageBodySchema,
  CameraSearchBodySchema,
  CameraStickerListBodySchema,
  CategoryListBodySchema,
  ConfirmGiftBodySchema,
  GiftPageBodySchema,
  MyPackagePageBodySchema,
  PackageDetailBodySchema,
  PackageSummaryPageBodySchema,
  RecentKeywordsBodySchema,
  SentStickersBodySchema,
  WishPageBodySchema,
} from './responses';
import { SearchBodySchema } from './search';

/** The two groups of the spec, each under its own base URL. */
export type ApiGroup = 'messenger' | 'camera';

export interface Operation {
  group: ApiGroup;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Relative to the group's base; a `:name` segment is a path parameter. */
  path: string;
  summary: string;
  /** Every parameter, in the order they are checked; a name in the path is read from the path. */
  input: z.ZodMiniObject;
  /** The success envelope's body. */
  body: z.ZodMiniType;
}

const gift = z.object({ packageId: numericId, sendUserId: userId, receiveUserId: userId });
// lang (extension): packageKeywords in that language; script (extension): Chinese ones in it.
const paged = z.object({ userId, lang: optionalLang, script: optionalScript, ...paging });
const sticker = z.object({ stickerId: numericId, userId });

/**
 * Every operation of the spec (M1–M14, C1–C5, by the spec's names) and this service's
 * extensions. The service declares its routes from this table; its OpenAPI document, its input
 * checks and the app's test doubles all follow from it.
 */
export const operations = {
  M1: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/search',
    summary: 'Search stickers by tag',
    // record=N (extension): search without recording the tag in M2. script (extension): Chinese
    // sticker names in Simplified (Hans) or Traditional (Hant), as in M3, M4, C1, C3 and C4.
    input: z.object({
      q: searchTerm,
      userId,
      ...locale,
      script: optionalScript,
      ...paging,
      record: optionalFlag,
    }),
    body: SearchBodySchema,
  },
  M2: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/search/recent',
    summary: 'Recent search tags',
    input: z.object({ userId }),
    body: RecentKeywordsBodySchema,
  },
  M3: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/package/:packageId',
    summary: 'Pack info with its stickers',
    // lang: sticker names (extension, default en) and, when given, packageKeywords in it.
    // record=N (extension): the pack's info without recording a view in M5.
    input: z.object({
      packageId: numericId,
      userId,
      lang: optionalLang,
      script: optionalScript,
      record: optionalFlag,
    }),
    body: PackageDetailBodySchema,
  },
  M4: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/package/send/:userId',
    summary: 'Recently sent stickers',
    input: z.object({ userId, lang, script: optionalScript, ...paging }),
    body: SentStickersBodySchema,
  },
  M5: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/package/recent/:userId',
    summary: 'Recently viewed packs',
    input: paged,
    body: PackageSummaryPageBodySchema,
  },
  M6: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/mysticker/:userId',
    summary: 'My packs',
    input: paged,
    body: MyPackagePageBodySchema,
  },
  M7: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/mysticker/hide/:userId',
    summary: 'Hidden packs',
    input: paged,
    body: MyPackagePageBodySchema,
  },
  M8: {
    group: 'messenger',
    method: 'PUT',
    path: '/v1/mysticker/hide/:userId/:packageId',
    summary: 'Hide or show a pack',
    input: z.object({ userId, packageId: numericId }),
    body: EmptyBodySchema,
  },
  M9: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/download/:userId',
    summary: 'Download history',
    input: paged,
    body: PackageSummaryPageBodySchema,
  },
  M10: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/wish/:userId',
    summary: 'Wish list',
    input: paged,
    body: WishPageBodySchema,
  },
  M11: {
    group: 'messenger',
    method: 'PUT',
    path: '/v1/wish/:packageId',
    summary: 'Add or remove a wish',
    input: z.object({ packageId: numericId, userId }),
    body: EmptyBodySchema,
  },
  M12: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/gift/receive/:userId',
    summary: 'Received gifts',
    input: paged,
    body: GiftPageBodySchema,
  },
  M13: {
    group: 'messenger',
    method: 'PUT',
    path: '/v1/gift/:packageId/:sendUserId/:receiveUserId',
    summary: 'Confirm a gift',
    input: gift,
    body: ConfirmGiftBodySchema,
  },
  M14: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/category',
    summary: 'Categories',
    input: z.object({}),
    body: CategoryListBodySchema,
  },
  C1: {
    group: 'camera',
    method: 'GET',
    path: '/v1/package',
    summary: 'Pack ranking',
    input: z.object({
      userId,
      date: rankingPeriod,
      category: optionalText,
      animated: optionalFlag,
      country: optionalText,
      searchText: optionalText,
      lang: optionalLang,
      script: optionalScript,
      ...paging,
    }),
    body: CameraPackagePageBodySchema,
  },
  C2: {
    group: 'camera',
    method: 'GET',
    path: '/v1/search',
    summary: 'Camera sticker search',
    // lang (extension, default en): searched first and names each sticker, as M1's; script: as M1's.
    input: z.object({ userId, searchText: searchTerm, lang, script: optionalScript }),
    body: CameraSearchBodySchema,
  },
  C3: {
    group: 'camera',
    method: 'GET',
    path: '/v1/sticker/frequently',
    summary: 'Frequently used stickers',
    // lang (extension, default en): the language of each sticker's name; script: as in M1.
    input: z.object({ userId, lang, script: optionalScript }),
    body: CameraStickerListBodySchema,
  },
  C4: {
    group: 'camera',
    method: 'GET',
    path: '/v1/sticker/reaction',
    summary: 'Reaction stickers',
    // lang (extension, default en): the language of each sticker's name; script: as in M1.
    input: z.object({ userId, lang, script: optionalScript }),
    body: CameraStickerListBodySchema,
  },
  C5: {
    group: 'camera',
    method: 'POST',
    path: '/v1/analytics/send/:stickerId',
    summary: 'Register sticker usage',
    input: sticker,
    body: EmptyBodySchema,
  },
  download: {
    group: 'messenger',
    method: 'POST',
    path: '/v1/download/:packageId',
    summary: 'Download or purchase a pack (extension)',
    input: z.object({
      packageId: numericId,
      userId,
      isPurchase: optionalFlag,
      price: optionalPrice,
    }),
    body: EmptyBodySchema,
  },
  sendGift: {
    group: 'messenger',
    method: 'POST',
    path: '/v1/gift/:packageId/:sendUserId/:receiveUserId',
    summary: 'Send a gift (extension)',
    input: gift,
    body: GiftRecordSchema,
  },
  send: {
    group: 'messenger',
    method: 'POST',
    path: '/v1/analytics/send/:stickerId',
    summary: 'Register a sticker send (extension)',
    input: sticker,
    body: EmptyBodySchema,
  },
  forgetSearch: {
    group: 'messenger',
    method: 'DELETE',
    path: '/v1/search/recent/:userId',
    summary: 'Remove a recent search tag, or all without q (extension)',
    input: z.object({ userId, q: optionalSearchTerm }),
    body: EmptyBodySchema,
  },
} satisfies Record<string, Operation>;

export type OperationId = keyof typeof operations;

/**
 * Extensions a client must do without when a server answers them with 4004 (issue #31): the
 * sender's gifts, suggestions as one types, trending search terms. Declared like the rest.
 */
export const optionalOperations = {
  sentGifts: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/gift/send/:userId',
    summary: 'Sent gifts (extension)',
    input: paged,
    body: GiftPageBodySchema,
  },
  suggest: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/search/suggest',
    summary: 'Search suggestions (extension)',
    input: z.object({ q: searchTerm, userId, lang, script: optionalScript }),
    body: SuggestionListBodySchema,
  },
  trending: {
    group: 'messenger',
    method: 'GET',
    path: '/v1/search/trending',
    summary: 'Trending search terms (extension)',
    input: z.object({ userId, lang, script: optionalScript }),
    body: TrendingBodySchema,
  },
} satisfies Record<string, Operation>;

export type OptionalOperationId = keyof typeof optionalOperations;

/** Every operation the service declares. */
export const servedOperations = { ...operations, ...optionalOperations };
export type ServedOperationId = keyof typeof servedOperations;
