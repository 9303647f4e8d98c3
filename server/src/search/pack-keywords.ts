import type { Sticker } from './catalogue-index';
import type { KeywordTable } from './keyword-table';

const PACK_KEYWORD_COUNT = 6;

/** The first position whose language is not `before` the given one (binary search). */
function firstAfter(
  langs: readonly string[],
  lang: string,
  before: (a: string, b: string) => boolean,
): number {
  let low = 0;
  let high = langs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(langs[middle] ?? '', lang)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every pack's keywords in one language, chosen as the catalogue chose packageKeywords in the
 * pack's own language (catalogue/pack-keywords.ts): the six keywords most of its stickers carry,
 * ties in order of first appearance (stickers in order, each one's keywords by rank), none
 * holding a comma, since the field is comma-separated. Packs without keywords in the language
 * are left out.
 */
// The table lists keywords by language, then keyword (search-table.ts): a language's keywords
// are one run, found by binary search.
export function packKeywordsIn(
  lang: string,
  stickers: readonly Sticker[],
  table: KeywordTable,
): Map<number, string> {
  const byStickerId = new Map(stickers.map((sticker) => [sticker.stickerId, sticker]));
  // Per sticker id: its keywords in the language, indexed by rank.
  const keywordsOf = new Map<number, (string | undefined)[]>();
  const end = firstAfter(table.lang, lang, (a, b) => a <= b);
  for (let at = firstAfter(table.lang, lang, (a, b) => a < b); at < end; at += 1) {
    const keyword = table.keyword[at] ?? ',';
    if (keyword.includes(',')) continue;
    for (let posting = table.start[at] ?? 0; posting < (table.start[at + 1] ?? 0); posting += 1) {
      const stickerId = table.stickerIds[posting] ?? -1;
      let list = keywordsOf.get(stickerId);
      if (!list) keywordsOf.set(stickerId, (list = []));
      list[table.ranks[posting] ?? 0] = keyword;
    }
  }
  const counts = new Map<number, Map<string, number>>();
  const ordered = [...keywordsOf.keys()].sort((a, b) => a - b);
  for (const stickerId of ordered) {
    const packageId = byStickerId.get(stickerId)?.packageId;
    if (packageId === undefined) continue;
    let count = counts.get(packageId);
    if (!count) counts.set(packageId, (count = new Map<string, number>()));
    for (const keyword of keywordsOf.get(stickerId) ?? []) {
      if (keyword !== undefined) count.set(keyword, (count.get(keyword) ?? 0) + 1);
    }
  }
  const result = new Map<number, string>();
  for (const [packageId, count] of counts) {
    const top = [...count].sort((a, b) => b[1] - a[1]).slice(0, PACK_KEYWORD_COUNT);
    result.set(packageId, top.map(([keyword]) => keyword).join(','));
  }
  return result;
}
