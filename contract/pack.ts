import * as z from 'zod/mini';
import { IdSchema, textOrEmpty, YesNoSchema, yesNoOrNo } from './primitives';
import { PackStickerSchema } from './sticker';

const packageCore = {
  packageId: IdSchema,
  packageName: z.string(),
  packageImg: z.string(),
  packageCategory: textOrEmpty,
  packageKeywords: textOrEmpty,
  packageAnimated: yesNoOrNo,
  isNew: yesNoOrNo,
  artistName: z.string(),
  language: textOrEmpty,
  /** Extension of this service: the artwork's licence, shown beside the artist's name. */
  license: z.optional(z.string()),
};

const userFlags = { isDownload: yesNoOrNo, isWish: yesNoOrNo };

/** M5 and M9 items. */
export const PackageSummarySchema = z.object({ ...packageCore, ...userFlags });
export type PackageSummary = z.infer<typeof PackageSummarySchema>;

/** M6 and M7 items. */
export const MyPackageSchema = z.object({
  ...packageCore,
  ...userFlags,
  isView: yesNoOrNo,
  order: z.int(),
});
export type MyPackage = z.infer<typeof MyPackageSchema>;

/** M10 items: the spec leaves isWish out, since every item is wished. */
export const WishPackageSchema = z.object({
  ...packageCore,
  isDownload: yesNoOrNo,
  isWish: z._default(YesNoSchema, 'Y'),
});
export type WishPackage = z.infer<typeof WishPackageSchema>;

/** M3 body.package. */
export const PackageDetailSchema = z.object({
  ...packageCore,
  ...userFlags,
  isHidden: z.optional(YesNoSchema),
  stickers: z.array(PackStickerSchema),
});
export type PackageDetail = z.infer<typeof PackageDetailSchema>;

/** C1 items. */
export const CameraPackageSchema = z.object({
  ...packageCore,
  onOff: textOrEmpty,
  lOrder: z.int(),
  packageDate: z.string(),
});
export type CameraPackage = z.infer<typeof CameraPackageSchema>;

/** Any package-shaped item, for code that only shows a pack card. */
export type PackageCard = z.infer<typeof PackageSummarySchema> | CameraPackage;
