import type { KeywordList } from './cldr-annotations';
import type { PackRecord } from './pack-records';

const PACK_KEYWORD_COUNT = 6;

/**
 * packageKeywords: the keywords, in the pack's own language, shared by most of its stickers (ties
 * keep first appearance). Keywords holding a comma are skipped, since the field is comma-separated.
 */
export function packKeywords(
  pack: PackRecord,
  annotations: ReadonlyMap<string, KeywordList> | undefined,
): string {
  const counts = new Map<string, number>();
  for (const sticker of pack.stickers) {
    for (const keyword of annotations?.get(sticker.cldrKey) ?? []) {
      if (!keyword.includes(',')) counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, PACK_KEYWORD_COUNT)
    .map(([keyword]) => keyword)
    .join(',');
}
