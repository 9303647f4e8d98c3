import type { CatalogueIndex } from './catalogue-index';
import { fold, isUnspaced, keepsAccents, stem, wordsOf } from './fold';

/** How a keyword matched, best first. */
export const Quality = { exact: 0, word: 1, prefix: 2, inside: 3 } as const;
type QualityValue = (typeof Quality)[keyof typeof Quality];

/** The keywords found; quality[k] is 1 + the best quality of keyword k, 0 when not found. */
export interface KeywordHits {
  readonly keywords: number[];
  readonly quality: Uint8Array;
}

const noHits = (index: CatalogueIndex): KeywordHits => ({
  keywords: [],
  quality: new Uint8Array(index.keyword.length),
});

const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]+$/u;

function add(hits: KeywordHits, keywords: readonly number[] | undefined, quality: QualityValue) {
  if (!keywords) return;
  const mark = quality + 1;
  for (const keyword of keywords) {
    const known = hits.quality[keyword] ?? 0;
    if (known === 0) hits.keywords.push(keyword);
    if (known === 0 || mark < known) hits.quality[keyword] = mark;
  }
}

function prefixHits(index: CatalogueIndex, word: string, hits: KeywordHits): void {
  const firstLetter = index.byFirstLetter.get(word);
  if (firstLetter) {
    add(hits, firstLetter, Quality.prefix);
    return;
  }
  const words = index.sortedWords;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? '') < word) low = middle + 1;
    else high = middle;
  }
  for (let at = low; at < words.length && words[at]?.startsWith(word); at += 1) {
    add(hits, index.wordEntries.get(words[at] ?? ''), Quality.prefix);
  }
}

/** Keeps the keywords that also hold each of `words` (stems compared) as a whole word. */
function withEveryWord(index: CatalogueIndex, hits: KeywordHits, words: readonly string[]) {
  if (words.length === 0) return hits;
  const stems = words.map(stem);
  const kept = noHits(index);
  for (const keyword of hits.keywords) {
    const own = new Set((index.folded[keyword] ?? '').split(' ').map(stem));
    if (!stems.every((word) => own.has(word))) continue;
    kept.keywords.push(keyword);
    kept.quality[keyword] = hits.quality[keyword] ?? 0;
  }
  return kept;
}

/**
 * The keywords a folded query finds. Its last word matches a keyword that is the query itself,
 * or holds it as a whole word (plurals folded), and every other word of the query as whole
 * words. Words that merely start with the query count only while nothing holds it whole, or
 * while it is one or two letters of an alphabet: a prefix still being typed (so `cat` does not
 * find `catch`, and `개` finds dogs, not `개구리`). In a script written without spaces, a query
 * is found anywhere inside a keyword.
 */
export function matchKeywords(index: CatalogueIndex, foldedQuery: string): KeywordHits {
  const words = wordsOf(foldedQuery);
  const last = words.at(-1);
  if (last === undefined) return noHits(index);
  const phrase = words.join(' ');
  const others = words.slice(0, -1);
  const hits = noHits(index);
  add(hits, index.exact.get(phrase), Quality.exact);
  add(hits, index.byStem.get(stem(last)), Quality.word);
  let found = withEveryWord(index, hits, others);
  const typing = last.length <= 2 && ALPHABETIC.test(last);
  if (found.keywords.length === 0 || typing) {
    prefixHits(index, last, hits);
    found = withEveryWord(index, hits, others);
  }
  if (isUnspaced(phrase)) {
    for (const keyword of index.unspaced) {
      const text = index.folded[keyword] ?? '';
      if (found.quality[keyword] === 0 && text.includes(phrase)) {
        add(found, [keyword], text.startsWith(phrase) ? Quality.prefix : Quality.inside);
      }
    }
  }
  return found;
}

/**
 * Keywords found by the query folded without accents and, for keywords that keep them, with
 * (see keepsAccents); in a language that keeps them, with its accents only.
 */
export function matchQuery(index: CatalogueIndex, query: string, lang: string): KeywordHits {
  if (keepsAccents(lang)) return matchKeywords(index, fold(query, true));
  const plain = fold(query);
  const hits = matchKeywords(index, plain);
  const accented = fold(query, true);
  if (accented === plain) return hits;
  const more = matchKeywords(index, accented);
  for (const keyword of more.keywords) {
    const quality = more.quality[keyword] ?? 0;
    const known = hits.quality[keyword] ?? 0;
    if (known === 0) hits.keywords.push(keyword);
    if (known === 0 || quality < known) hits.quality[keyword] = quality;
  }
  return hits;
}
