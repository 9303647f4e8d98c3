import type { CatalogueIndex } from './catalogue-index';

const scratch = new WeakMap<CatalogueIndex, Int32Array>();

/**
 * Per keyword, how many of the concepts being judged carry it (-1 once it is found to be a
 * translation); all zero between calls.
 */
function countsFor(index: CatalogueIndex): Int32Array {
  let counts = scratch.get(index);
  if (!counts) scratch.set(index, (counts = new Int32Array(index.keyword.length)));
  return counts;
}

/**
 * How far the other languages agree that each of `concepts` (the stickers one query matched)
 * means what the query means, from 0 to 1, in the same order.
 *
 * The catalogue's keywords are CLDR's, aligned by emoji across languages, so the query's
 * translation in each other language can be read off the matched concepts themselves: the
 * keyword, shared by at least two of them, whose concepts overlap them best (Jaccard). `犬`
 * (ja) reads as dog, Hund, собака… A concept scores the share of languages, each weighted by
 * that overlap, whose translation it carries too: a dog nearly all, paw prints 🐾 (which
 * Japanese lists under 犬 and 猫) almost none. A language in which the query itself matched
 * (`asked`) has no say: there the query is its own word.
 */
export function agreementOf(
  index: CatalogueIndex,
  concepts: readonly number[],
  asked: Uint8Array,
): Float64Array {
  const { keywordStart, keywordIds, conceptStart, langIds } = index;
  const counts = countsFor(index);
  const touched: number[] = [];
  for (const concept of concepts) {
    for (let at = keywordStart[concept] ?? 0; at < (keywordStart[concept + 1] ?? 0); at += 1) {
      const keyword = keywordIds[at] ?? 0;
      if (asked[langIds[keyword] ?? 0] === 1) continue;
      if (counts[keyword] === 0) touched.push(keyword);
      counts[keyword] = (counts[keyword] ?? 0) + 1;
    }
  }
  const overlap = (keyword: number) => {
    const shared = counts[keyword] ?? 0;
    const carriers = (conceptStart[keyword + 1] ?? 0) - (conceptStart[keyword] ?? 0);
    return shared < 2 ? 0 : shared / (concepts.length + carriers - shared);
  };
  const best = new Float64Array(index.languageCount);
  for (const keyword of touched) {
    const lang = langIds[keyword] ?? 0;
    best[lang] = Math.max(best[lang] ?? 0, overlap(keyword));
  }
  const translations = touched.filter((keyword) => {
    const score = overlap(keyword);
    return score > 0 && score === best[langIds[keyword] ?? 0];
  });
  for (const keyword of touched) counts[keyword] = 0;
  for (const keyword of translations) counts[keyword] = -1;

  const total = best.reduce((sum, score) => sum + score, 0);
  const agreement = new Float64Array(concepts.length).fill(1);
  const counted = new Int32Array(index.languageCount).fill(-1);
  concepts.forEach((concept, order) => {
    if (total === 0) return;
    let agreeing = 0;
    for (let at = keywordStart[concept] ?? 0; at < (keywordStart[concept + 1] ?? 0); at += 1) {
      const keyword = keywordIds[at] ?? 0;
      const lang = langIds[keyword] ?? 0;
      if (counts[keyword] !== -1 || counted[lang] === order) continue;
      counted[lang] = order;
      agreeing += best[lang] ?? 0;
    }
    agreement[order] = agreeing / total;
  });
  for (const keyword of translations) counts[keyword] = 0;
  return agreement;
}

/** Agreement is compared in steps, so pack locale and keyword rank still order near equals. */
export const AGREEMENT_LEVELS = 4;

/**
 * Each concept's agreement level, 0 (most languages agree) to AGREEMENT_LEVELS - 1, judged
 * among the concepts matched exactly or as a whole word in the same language tier (`tierOf`);
 * concepts matched less well are level 0. `asked` marks the languages the query matched in.
 */
export function agreementLevels(
  index: CatalogueIndex,
  concepts: readonly number[],
  tierOf: (concept: number) => number | undefined,
  asked: Uint8Array,
): Map<number, number> {
  const byTier = new Map<number, number[]>();
  for (const concept of concepts) {
    const tier = tierOf(concept);
    if (tier === undefined) continue;
    let group = byTier.get(tier);
    if (!group) byTier.set(tier, (group = []));
    group.push(concept);
  }
  const levels = new Map<number, number>();
  for (const group of byTier.values()) {
    const agreement = agreementOf(index, group, asked);
    group.forEach((concept, at) => {
      const level = Math.floor((1 - (agreement[at] ?? 1)) * AGREEMENT_LEVELS);
      levels.set(concept, Math.min(level, AGREEMENT_LEVELS - 1));
    });
  }
  return levels;
}
