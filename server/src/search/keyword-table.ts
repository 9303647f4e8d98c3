/** Distinct keywords (one a language) as parallel lists; postings start..end of each. */
export interface KeywordTable {
  readonly lang: string[];
  readonly keyword: string[];
  readonly folded: string[];
  readonly start: Int32Array;
  readonly stickerIds: Int32Array;
  readonly ranks: Int32Array;
}
