import * as z from 'zod/mini';
import { IdSchema } from './primitives';

/** M1 and C2 items. packageName and packageId are absent from some servers' items. */
export const SearchStickerSchema = z.object({
  stickerId: IdSchema,
  keyword: z.string(),
  stickerImg: z.string(),
  packageName: z.optional(z.string()),
  packageId: z.optional(IdSchema),
});
export type SearchSticker = z.infer<typeof SearchStickerSchema>;

/** Extension of this service: what a sticker shows (its emoji's name), for screen readers. */
const stickerName = z.optional(z.string());

/** M3 stickers and M4 items. */
export const PackStickerSchema = z.object({
  stickerId: IdSchema,
  packageId: IdSchema,
  stickerImg: z.string(),
  stickerName,
});
export type PackSticker = z.infer<typeof PackStickerSchema>;

/** C3 and C4 items. */
export const CameraStickerSchema = z.object({
  stickerId: IdSchema,
  stickerImg: z.string(),
  stickerName,
});
export type CameraSticker = z.infer<typeof CameraStickerSchema>;
