import * as z from 'zod/mini';
import { PageMapSchema } from './page-map';
import { IdSchema } from './primitives';

// The search's own module: a search link's first load holds these schemas and no other page's.

/**
 * M1 and C2 items. packageName, packageId and stickerName (the sticker's own name, where the
 * keyword is the tag matched) are extensions, absent from some servers' items.
 */
export const SearchStickerSchema = z.object({
  stickerId: IdSchema,
  keyword: z.string(),
  stickerImg: z.string(),
  packageName: z.optional(z.string()),
  packageId: z.optional(IdSchema),
  stickerName: z.optional(z.string()),
});
export type SearchSticker = z.infer<typeof SearchStickerSchema>;

/** The `body` of M1's success answer. */
export const SearchBodySchema = z.object({
  stickerList: z.array(SearchStickerSchema),
  pageMap: PageMapSchema,
  /** Extension: the word searched instead of a query with one typo that found nothing. */
  correctedQuery: z.optional(z.string()),
}); // M1

export type SearchBody = z.infer<typeof SearchBodySchema>;
