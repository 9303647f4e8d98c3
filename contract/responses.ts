import * as z from 'zod/mini';
import { EmptyBodySchema } from './envelope';
import { GiftRecordSchema } from './gift';
import {
  CameraPackageSchema,
  MyPackageSchema,
  PackageDetailSchema,
  PackageSummarySchema,
  WishPackageSchema,
} from './pack';
import { PageMapSchema } from './page-map';
import { SearchStickerSchema } from './search';
import { CameraStickerSchema, PackStickerSchema } from './sticker';

/** The `body` of each operation's success answer, named by the spec's part 4 numbers (M1's: ./search). */

export const KeywordItemSchema = z.object({ keyword: z.string() });
export const RecentKeywordsBodySchema = z.object({ keywordList: z.array(KeywordItemSchema) }); // M2
export const PackageDetailBodySchema = z.object({ package: PackageDetailSchema }); // M3
export const SentStickersBodySchema = z.object({
  stickerList: z.array(PackStickerSchema),
  pageMap: PageMapSchema,
}); // M4
export const PackageSummaryPageBodySchema = z.object({
  packageList: z.array(PackageSummarySchema),
  pageMap: PageMapSchema,
}); // M5, M9
export const MyPackagePageBodySchema = z.object({
  packageList: z.array(MyPackageSchema),
  pageMap: PageMapSchema,
}); // M6, M7
export const WishPageBodySchema = z.object({
  packageList: z.array(WishPackageSchema),
  pageMap: PageMapSchema,
}); // M10
export const GiftPageBodySchema = z.object({
  packageList: z.array(GiftRecordSchema),
  pageMap: PageMapSchema,
}); // M12
export const ConfirmGiftBodySchema = z.union([EmptyBodySchema, GiftRecordSchema]); // M13
export const CategoryItemSchema = z.object({ category: z.string() });
export const CategoryListBodySchema = z.object({ categoryList: z.array(CategoryItemSchema) }); // M14

export const CameraPackagePageBodySchema = z.object({
  packageList: z.array(CameraPackageSchema),
  pageMap: PageMapSchema,
}); // C1
export const CameraSearchBodySchema = z.object({ stickerList: z.array(SearchStickerSchema) }); // C2
export const CameraStickerListBodySchema = z.object({ stickerList: z.array(CameraStickerSchema) }); // C3, C4

export type PackageDetailBody = z.infer<typeof PackageDetailBodySchema>;
export type MyPackagePageBody = z.infer<typeof MyPackagePageBodySchema>;
export type GiftPageBody = z.infer<typeof GiftPageBodySchema>;
export type CameraPackagePageBody = z.infer<typeof CameraPackagePageBodySchema>;
