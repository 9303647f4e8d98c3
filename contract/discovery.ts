import * as z from 'zod/mini';

// Extensions of issue #31, each optional for a client: another server may answer them with 4004.

/** A keyword that starts with what was typed; `emoji` is the emoji of the sticker it names. */
export const SuggestionSchema = z.object({
  keyword: z.string(),
  lang: z.string(),
  emoji: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** The `body` of the search-suggestions extension: at most 8, best first. */
export const SuggestionListBodySchema = z.object({ suggestionList: z.array(SuggestionSchema) });
export type SuggestionListBody = z.infer<typeof SuggestionListBodySchema>;

/** A term searched lately, with how many different users searched it in the window. */
export const TrendingTermSchema = z.object({
  keyword: z.string(),
  userCount: z.int().check(z.positive()),
});
export type TrendingTerm = z.infer<typeof TrendingTermSchema>;

/** The `body` of the trending-terms extension: at most 10, most searched first. */
export const TrendingBodySchema = z.object({ keywordList: z.array(TrendingTermSchema) });
export type TrendingBody = z.infer<typeof TrendingBodySchema>;
