import * as z from 'zod/mini';
import { IdSchema } from './primitives';

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

/** C3 and C4 items. packageId is an extension of this service; other servers leave it out. */
export const CameraStickerSchema = z.object({
  stickerId: IdSchema,
  packageId: z.optional(IdSchema),
  stickerImg: z.string(),
  stickerName,
});
export type CameraSticker = z.infer<typeof CameraStickerSchema>;
