import type { CatalogueIndex } from './catalogue-index';
import { cldrNameOf, cldrWordOf, isCldrWord } from './cldr-names';
import { emojiKeyOf } from './emoji';
import { fold, letterCount, wordsOf } from './fold';
import { matchQuery, type KeywordHits } from './match';
import { rankStickers, type Locale, type Ranked } from './rank';
import { closestWord, writtenWord } from './typo';

export interface Found extends Ranked {
  /** Set when the query found nothing and this word, one edit away, was searched instead. */
  readonly correctedQuery?: string;
}

const TYPO_MIN_LETTERS = 5;

/**
 * Keywords in the requested language and English; only when those find nothing, in the other
 * languages (where a word is often another word: Dutch "beer" is a bear, Swedish "kiss" is not
 * a kiss).
 */
function matchInLocale(index: CatalogueIndex, query: string, lang: string): KeywordHits {
  const own = (keywordLang: string) => keywordLang === lang || keywordLang === 'en';
  const hits = matchQuery(index, query, lang, own);
  if (hits.keywords.length > 0) return hits;
  return matchQuery(index, query, lang, (keywordLang) => !own(keywordLang));
}

/** Every keyword any of `lists` found, at its best quality. */
function unionOf(lists: readonly KeywordHits[]): KeywordHits {
  const [first, ...rest] = lists;
  if (!first) return { keywords: [], quality: new Uint8Array(0) };
  const keywords = [...first.keywords];
  const quality = first.quality.slice();
  for (const hits of rest) {
    for (const keyword of hits.keywords) {
      const mark = hits.quality[keyword] ?? 0;
      const known = quality[keyword] ?? 0;
      if (known === 0) keywords.push(keyword);
      if (known === 0 || mark < known) quality[keyword] = mark;
    }
  }
  return { keywords, quality };
}

/**
 * An emoji query: that emoji's stickers, then those whose keywords match its CLDR name in `lang`
 * or the word it means (🐱: cat face, cat).
 */
function findEmoji(index: CatalogueIndex, key: string, locale: Locale): Found {
  const own = index.emojiStickers.get(key) ?? [];
  const first = own[0];
  const name =
    (first === undefined ? undefined : index.nameOf(first, locale.lang)) ??
    cldrNameOf(key, locale.lang);
  const word = cldrWordOf(key, locale.lang);
  const queries = word === undefined ? [name ?? ''] : [name ?? '', word];
  const hits = unionOf(queries.map((query) => matchInLocale(index, query, locale.lang)));
  return rankStickers(index, hits, locale, own);
}

function correction(index: CatalogueIndex, query: string, lang: string): string | undefined {
  const words = wordsOf(fold(query));
  const word = words[0];
  if (words.length !== 1 || word === undefined || letterCount(word) < TYPO_MIN_LETTERS) return;
  if (isCldrWord(word, lang)) return;
  const closest = closestWord(index, word, lang);
  return closest === undefined ? undefined : writtenWord(index, closest, lang);
}

/** The whole ranked answer to one M1/C2 query (see docs/service.md, Search). */
export function findStickers(index: CatalogueIndex, query: string, locale: Locale): Found {
  const emoji = emojiKeyOf(query);
  if (emoji !== undefined) return findEmoji(index, emoji, locale);
  const found = rankStickers(index, matchInLocale(index, query, locale.lang), locale);
  if (found.stickers.length > 0) return found;
  const corrected = correction(index, query, locale.lang);
  if (corrected === undefined) return found;
  const hits = matchInLocale(index, corrected, locale.lang);
  return { ...rankStickers(index, hits, locale), correctedQuery: corrected };
}
