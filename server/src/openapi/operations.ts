import type * as z from 'zod/mini';
import {
  CameraPackagePageBodySchema,
  CameraSearchBodySchema,
  CameraStickerListBodySchema,
  CategoryListBodySchema,
  ConfirmGiftBodySchema,
  EmptyBodySchema,
  GiftPageBodySchema,
  GiftRecordSchema,
  MyPackagePageBodySchema,
  PackageDetailBodySchema,
  PackageSummaryPageBodySchema,
  RecentKeywordsBodySchema,
  SearchBodySchema,
  SentStickersBodySchema,
  WishPageBodySchema,
} from '../../../contract';
import {
  locale,
  numericId,
  optionalFlag,
  optionalPrice,
  optionalText,
  paging,
  searchTerm,
  userId,
} from '../http/fields';
import type { Field } from '../http/input';
import { period } from '../routes/camera/packages';

export interface Operation {
  /** The spec's name (M1…C5) or `X…` for this service's extensions. */
  id: string;
  method: 'get' | 'post' | 'put';
  /** Full path, OpenAPI style ({param}). */
  path: string;
  summary: string;
  /** The same Field objects the route reads; a name in the path is a path parameter. */
  input: Record<string, Field<unknown>>;
  body: z.ZodMiniType;
}

const M = '/api/messenger/v1';
const C = '/api/camera/v1';
const gift = { packageId: numericId, sendUserId: userId, receiveUserId: userId };

/** Every operation of the spec and the extensions, as the routes read and answer them. */
export const OPERATIONS: readonly Operation[] = [
  {
    id: 'M1',
    method: 'get',
    path: `${M}/search`,
    summary: 'Search stickers by tag',
    input: { q: searchTerm, userId, ...locale, ...paging },
    body: SearchBodySchema,
  },
  {
    id: 'M2',
    method: 'get',
    path: `${M}/search/recent`,
    summary: 'Recent search tags',
    input: { userId },
    body: RecentKeywordsBodySchema,
  },
  {
    id: 'M3',
    method: 'get',
    path: `${M}/package/{packageId}`,
    summary: 'Pack info with its stickers',
    input: { packageId: numericId, userId, lang: locale.lang },
    body: PackageDetailBodySchema,
  },
  {
    id: 'M4',
    method: 'get',
    path: `${M}/package/send/{userId}`,
    summary: 'Recently sent stickers',
    input: { userId, lang: locale.lang, ...paging },
    body: SentStickersBodySchema,
  },
  {
    id: 'M5',
    method: 'get',
    path: `${M}/package/recent/{userId}`,
    summary: 'Recently viewed packs',
    input: { userId, ...paging },
    body: PackageSummaryPageBodySchema,
  },
  {
    id: 'M6',
    method: 'get',
    path: `${M}/mysticker/{userId}`,
    summary: 'My packs',
    input: { userId, ...paging },
    body: MyPackagePageBodySchema,
  },
  {
    id: 'M7',
    method: 'get',
    path: `${M}/mysticker/hide/{userId}`,
    summary: 'Hidden packs',
    input: { userId, ...paging },
    body: MyPackagePageBodySchema,
  },
  {
    id: 'M8',
    method: 'put',
    path: `${M}/mysticker/hide/{userId}/{packageId}`,
    summary: 'Hide or show a pack',
    input: { userId, packageId: numericId },
    body: EmptyBodySchema,
  },
  {
    id: 'M9',
    method: 'get',
    path: `${M}/download/{userId}`,
    summary: 'Download history',
    input: { userId, ...paging },
    body: PackageSummaryPageBodySchema,
  },
  {
    id: 'M10',
    method: 'get',
    path: `${M}/wish/{userId}`,
    summary: 'Wish list',
    input: { userId, ...paging },
    body: WishPageBodySchema,
  },
  {
    id: 'M11',
    method: 'put',
    path: `${M}/wish/{packageId}`,
    summary: 'Add or remove a wish',
    input: { packageId: numericId, userId },
    body: EmptyBodySchema,
  },
  {
    id: 'M12',
    method: 'get',
    path: `${M}/gift/receive/{userId}`,
    summary: 'Received gifts',
    input: { userId, ...paging },
    body: GiftPageBodySchema,
  },
  {
    id: 'M13',
    method: 'put',
    path: `${M}/gift/{packageId}/{sendUserId}/{receiveUserId}`,
    summary: 'Confirm a gift',
    input: gift,
    body: ConfirmGiftBodySchema,
  },
  {
    id: 'M14',
    method: 'get',
    path: `${M}/category`,
    summary: 'Categories',
    input: {},
    body: CategoryListBodySchema,
  },
  {
    id: 'C1',
    method: 'get',
    path: `${C}/package`,
    summary: 'Pack ranking',
    input: {
      userId,
      date: period,
      category: optionalText,
      animated: optionalFlag,
      country: optionalText,
      searchText: optionalText,
      ...paging,
    },
    body: CameraPackagePageBodySchema,
  },
  {
    id: 'C2',
    method: 'get',
    path: `${C}/search`,
    summary: 'Camera sticker search',
    input: { userId, searchText: searchTerm },
    body: CameraSearchBodySchema,
  },
  {
    id: 'C3',
    method: 'get',
    path: `${C}/sticker/frequently`,
    summary: 'Frequently used stickers',
    input: { userId },
    body: CameraStickerListBodySchema,
  },
  {
    id: 'C4',
    method: 'get',
    path: `${C}/sticker/reaction`,
    summary: 'Reaction stickers',
    input: { userId },
    body: CameraStickerListBodySchema,
  },
  {
    id: 'C5',
    method: 'post',
    path: `${C}/analytics/send/{stickerId}`,
    summary: 'Register sticker usage',
    input: { stickerId: numericId, userId },
    body: EmptyBodySchema,
  },
  {
    id: 'X1',
    method: 'post',
    path: `${M}/download/{packageId}`,
    summary: 'Download or purchase a pack (extension)',
    input: { packageId: numericId, userId, isPurchase: optionalFlag, price: optionalPrice },
    body: EmptyBodySchema,
  },
  {
    id: 'X2',
    method: 'post',
    path: `${M}/gift/{packageId}/{sendUserId}/{receiveUserId}`,
    summary: 'Send a gift (extension)',
    input: gift,
    body: GiftRecordSchema,
  },
  {
    id: 'X3',
    method: 'post',
    path: `${M}/analytics/send/{stickerId}`,
    summary: 'Register a sticker send (extension)',
    input: { stickerId: numericId, userId },
    body: EmptyBodySchema,
  },
];
