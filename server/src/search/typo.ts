import type { CatalogueIndex } from './catalogue-index';
import { fold, keepsAccents } from './fold';

/** True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const shorter = Math.min(a.length, b.length);
  let head = 0;
  while (head < shorter && a.charCodeAt(head) === b.charCodeAt(head)) head += 1;
  let tail = 0;
  while (
    tail < shorter - head &&
    a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail)
  ) {
    tail += 1;
  }
  if (a.length !== b.length) return head + tail >= shorter;
  if (head + tail >= a.length - 1) return true;
  return head + tail === a.length - 2 && a[head] === b[head + 1] && a[head + 1] === b[head];
}

/**
 * The catalogue word one edit away from `word` that people would most likely have meant: one
 * in the requested language before English before others, then the one on most stickers, then
 * the first in code-point order. Undefined when there is none.
 */
export function closestWord(index: CatalogueIndex, word: string, lang: string) {
  const { length } = word;
  const buckets = index.wordsByLength;
  let best: { word: string; tier: number; stickers: number } | undefined;
  for (const size of [length - 1, length, length + 1]) {
    for (const at of buckets.get(size) ?? []) {
      const candidate = index.sortedWords[at] ?? '';
      if (!withinOneEdit(word, candidate)) continue;
      let tier = 2;
      let stickers = 0;
      for (const keyword of index.wordEntries.get(candidate) ?? []) {
        const keywordLang = index.lang[keyword];
        tier = Math.min(tier, keywordLang === lang ? 0 : keywordLang === 'en' ? 1 : 2);
        stickers += (index.conceptStart[keyword + 1] ?? 0) - (index.conceptStart[keyword] ?? 0);
      }
      const better =
        !best ||
        tier < best.tier ||
        (tier === best.tier && stickers > best.stickers) ||
        (tier === best.tier && stickers === best.stickers && candidate < best.word);
      if (better) best = { word: candidate, tier, stickers };
    }
  }
  return best?.word;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const CAPITALISED_NOUNS = new Set(['de', 'lb']);

/**
 * A folded catalogue word as a keyword writes it (corazon → corazón, pinguino → pingüino): the
 * correction is shown and kept as a recent search, so it reads as the word itself. A keyword in
 * `lang` first, then English, then any; the folded word itself if none writes it alone.
 */
export function writtenWord(index: CatalogueIndex, folded: string, lang: string): string {
  const keywords = [...(index.wordEntries.get(folded) ?? [])];
  const tier = (keyword: number) =>
    index.lang[keyword] === lang ? 0 : index.lang[keyword] === 'en' ? 1 : 2;
  keywords.sort((a, b) => tier(a) - tier(b));
  for (const keyword of keywords) {
    const keepAccents = keepsAccents(index.lang[keyword] ?? '');
    for (const [word] of (index.keyword[keyword] ?? '').matchAll(WORD)) {
      if (fold(word, keepAccents) !== folded && fold(word) !== folded) continue;
      // German writes its nouns with a capital (Schlüssel); a capital elsewhere starts a name.
      return CAPITALISED_NOUNS.has(index.lang[keyword] ?? '') ? word : word.toLowerCase();
    }
  }
  return folded;
}
