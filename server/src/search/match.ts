import type { CatalogueIndex } from './catalogue-index';
import { fold, isUnspaced, keepsAccents, stem, wordsOf } from './fold';
import { foldHan } from './han-script';
import { stemmerOf } from './language-stem';
import {
  germanUmlauts,
  iberianSingular,
  matchUnmarkedVietnamese,
  polishSingulars,
  withoutElision,
} from './query-forms';
import { preferTypedMarks } from './typed-marks';

/** How a keyword matched, best first. */
export const Quality = { exact: 0, word: 1, prefix: 2, inside: 3 } as const;
type QualityValue = (typeof Quality)[keyof typeof Quality];

/** The keywords found; quality[k] is 1 + the best quality of keyword k, 0 when not found. */
export interface KeywordHits {
  readonly keywords: number[];
  readonly quality: Uint8Array;
}

/** Which keyword languages a search looks in. */
export type Scope = (lang: string) => boolean;

const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]+$/u;

class Hits implements KeywordHits {
  readonly keywords: number[] = [];
  readonly quality: Uint8Array;
  private readonly stemOf;

  /** `lang`: the search's language, whose keywords' words also compare by its own stemmer. */
  constructor(
    private readonly index: CatalogueIndex,
    private readonly scope: Scope,
    private readonly lang: string,
  ) {
    this.quality = new Uint8Array(index.keyword.length);
    this.stemOf = stemmerOf(lang);
  }

  /** Whether each of the query's `words` is one of the keyword's words, stems compared. */
  private holdsWords(keyword: number, words: readonly string[], wholly: boolean): boolean {
    const own = (this.index.folded[keyword] ?? '').split(' ');
    if (wholly && own.length !== words.length) return false;
    const same = (word: string, at: number) => {
      const stemmed = stem(word);
      const sameStem = (mine: string) => stem(mine) === stemmed;
      const stemOf = this.index.lang[keyword] === this.lang ? this.stemOf : undefined;
      const sameLanguageStem = (mine: string) => stemOf?.(mine) === stemOf?.(word);
      const candidates = wholly ? [own[at] ?? ''] : own;
      return candidates.some((mine) => sameStem(mine) || (stemOf && sameLanguageStem(mine)));
    };
    return words.every(same);
  }

  /** Hits of the keywords of the search's language holding a word of `word`'s stem in it. */
  addLanguageStem(word: string): void {
    if (this.stemOf)
      this.add(this.index.withLanguageStem(this.lang, this.stemOf(word)), Quality.word);
  }

  add(keywords: readonly number[] | undefined, quality: QualityValue): void {
    if (!keywords) return;
    const mark = quality + 1;
    for (const keyword of keywords) {
      const known = this.quality[keyword] ?? 0;
      if (known !== 0 && mark >= known) continue;
      if (known === 0) {
        if (!this.scope(this.index.lang[keyword] ?? '')) continue;
        this.keywords.push(keyword);
      }
      this.quality[keyword] = mark;
    }
  }

  /** Whole-word hits that are the query itself once plurals are folded become exact. */
  promoteSameStems(words: readonly string[]): void {
    for (const keyword of this.keywords) {
      if (this.quality[keyword] !== Quality.word + 1) continue;
      if (this.holdsWords(keyword, words, true)) this.quality[keyword] = Quality.exact + 1;
    }
  }

  get size(): number {
    return this.keywords.length;
  }

  /** The hits that also hold each of `words` (stems compared) as a whole word. */
  withEveryWord(words: readonly string[]): Hits {
    if (words.length === 0) return this;
    const kept = new Hits(this.index, this.scope, this.lang);
    for (const keyword of this.keywords) {
      if (!this.holdsWords(keyword, words, false)) continue;
      kept.keywords.push(keyword);
      kept.quality[keyword] = this.quality[keyword] ?? 0;
    }
    return kept;
  }
}

function addPrefixes(index: CatalogueIndex, word: string, hits: Hits): void {
  if (Array.from(word).length <= 2) {
    hits.add(index.byShortPrefix.get(word), Quality.prefix);
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
    hits.add(index.wordEntries.get(words[at] ?? ''), Quality.prefix);
  }
}

/**
 * The keywords in `scope` a folded query finds. Its last word matches a keyword that is the
 * query itself (plurals folded: `kisses` is `kiss` exactly, as `kiss` is `kisses`), or holds
 * it as a whole word, and every other word of the query
 * as whole words. A match that only starts with the query, or (in a script written without
 * spaces) holds it inside, counts only while nothing holds the query whole: `cat` does not find
 * `catch`, `개` finds dogs and not `개구리`, `猫` finds cats and not `熊猫`. One or two letters of
 * an alphabet are a word still being typed: they find words starting with them too.
 */
export function matchKeywords(
  index: CatalogueIndex,
  foldedQuery: string,
  scope: Scope,
  lang: string,
): KeywordHits {
  const words = wordsOf(foldedQuery);
  const last = words.at(-1);
  const hits = new Hits(index, scope, lang);
  if (last === undefined) return hits;
  const phrase = words.join(' ');
  const others = words.slice(0, -1);
  hits.add(index.exact.get(phrase), Quality.exact);
  hits.add(index.byStem.get(stem(last)), Quality.word);
  hits.addLanguageStem(last);
  hits.promoteSameStems(words);
  let found = hits.withEveryWord(others);
  if (found.size > 0 && !(last.length <= 2 && ALPHABETIC.test(last))) return found;
  addPrefixes(index, last, hits);
  found = hits.withEveryWord(others);
  if (found.size > 0 || !isUnspaced(phrase)) return found;
  for (const keyword of index.unspaced) {
    const text = index.folded[keyword] ?? '';
    if (text.includes(phrase)) found.add([keyword], Quality.inside);
  }
  return found;
}

const HANGUL_WORD = /^[\uac00-\ud7a3]+$/;

/**
 * Korean written without the spaces of its compounds (고양이얼굴, 하트눈), as Koreans often type
 * it: the query split into words the keywords hold (고양이 얼굴), or undefined where it is one word
 * or cannot be split so.
 */
function spacedHangul(index: CatalogueIndex, folded: string): string | undefined {
  if (!HANGUL_WORD.test(folded)) return undefined;
  const letters = Array.from(folded);
  // split[end]: the words that make up letters[0, end), where some split does.
  const split: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= letters.length; end += 1) {
    for (let start = end - 1; start >= 0 && split[end] === undefined; start -= 1) {
      const before = split[start];
      const word = letters.slice(start, end).join('');
      if (before && index.wordEntries.has(word)) split[end] = [...before, word];
    }
  }
  const words = split[letters.length];
  return words && words.length > 1 ? words.join(' ') : undefined;
}

/** Adds `more` to `hits`, each keyword at the better of its two qualities. */
function addHits(hits: KeywordHits, more: KeywordHits): void {
  for (const keyword of more.keywords) {
    const quality = more.quality[keyword] ?? 0;
    const known = hits.quality[keyword] ?? 0;
    if (known === 0) hits.keywords.push(keyword);
    if (known === 0 || quality < known) hits.quality[keyword] = quality;
  }
}

/**
 * Keywords in `scope` found by the query folded without accents and, for keywords that keep
 * them, with (see keepsAccents); in a language that keeps them, with its accents only;
 * Chinese keywords by the query in Simplified; Spanish, Portuguese and Polish plurals by their
 * singular too; and, where nothing else is found: German typed without umlauts by its umlauts, French
 * and Italian without their elided articles, Vietnamese typed without its marks, Korean typed
 * without its spaces by its words, and a script written without spaces typed with them, without.
 * Keywords spelt with the marks typed come first (typed-marks.ts).
 */
export function matchQuery(
  index: CatalogueIndex,
  query: string,
  lang: string,
  scope: Scope,
): KeywordHits {
  const plain = fold(query, keepsAccents(lang));
  const hits = matchKeywords(index, plain, scope, lang);
  const accented = fold(query, true);
  if (accented !== plain) addHits(hits, matchKeywords(index, accented, scope, lang));
  // Chinese keywords are Simplified (han-script.ts): a query in Traditional finds them too, in
  // any search language (C2 has none); a Chinese search (lang=zh) compares in Simplified with
  // every keyword, while other languages' Han text (Japanese kanji) is compared as typed.
  const simplified = foldHan(plain);
  if (simplified !== plain) {
    const inScope: Scope =
      lang === 'zh' ? scope : (keywordLang) => keywordLang === 'zh' && scope(keywordLang);
    addHits(hits, matchKeywords(index, simplified, inScope, lang));
  }
  const singular = iberianSingular(plain, lang);
  if (singular) addHits(hits, matchKeywords(index, singular, scope, lang));
  for (const form of polishSingulars(plain, lang)) {
    addHits(hits, matchKeywords(index, form, scope, lang));
  }
  if (hits.keywords.length === 0) {
    const umlauts = germanUmlauts(query, lang);
    if (umlauts) return matchQuery(index, umlauts, lang, scope);
    const bare = withoutElision(query);
    if (bare) return matchQuery(index, bare, lang, scope);
    if (lang === 'vi') addHits(hits, matchUnmarkedVietnamese(index, query, scope));
    const spaced = spacedHangul(index, plain);
    if (spaced) addHits(hits, matchKeywords(index, spaced, scope, lang));
    // Thai (or Japanese, Chinese) typed with a space between the words of one keyword.
    const joined = plain.replace(/\s+/gu, '');
    if (joined !== plain && isUnspaced(plain))
      addHits(hits, matchKeywords(index, joined, scope, lang));
  }
  if (!keepsAccents(lang)) preferTypedMarks(index, hits, query);
  return hits;
}
