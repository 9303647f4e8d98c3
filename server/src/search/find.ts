import type { CatalogueIndex } from './catalogue-index';
import { cldrNameOf } from './cldr-names';
import { emojiKeyOf } from './emoji';
import { fold, letterCount, wordsOf } from './fold';
import { matchKeywords, matchQuery } from './match';
import { rankStickers, type Locale, type Ranked } from './rank';
import { closestWord } from './typo';

export interface Found extends Ranked {
  /** Set when the query found nothing and this word, one edit away, was searched instead. */
  readonly correctedQuery?: string;
}

const TYPO_MIN_LETTERS = 5;

/** An emoji query: that emoji's stickers, then those whose keywords match its CLDR name. */
function findEmoji(index: CatalogueIndex, key: string, locale: Locale): Found {
  const own = index.emojiStickers.get(key) ?? [];
  const first = own[0];
  const name =
    (first === undefined ? undefined : index.nameOf(first, locale.lang)) ??
    cldrNameOf(key, locale.lang);
  const hits = matchQuery(index, name ?? '', locale.lang);
  return rankStickers(index, hits, locale, own);
}

/** The whole ranked answer to one M1/C2 query (see docs/service.md, Search). */
export function findStickers(index: CatalogueIndex, query: string, locale: Locale): Found {
  const emoji = emojiKeyOf(query);
  if (emoji !== undefined) return findEmoji(index, emoji, locale);
  const found = rankStickers(index, matchQuery(index, query, locale.lang), locale);
  const words = wordsOf(fold(query));
  const word = words[0];
  if (found.stickers.length > 0 || words.length !== 1 || word === undefined) return found;
  if (letterCount(word) < TYPO_MIN_LETTERS) return found;
  const corrected = closestWord(index, word, locale.lang);
  if (corrected === undefined) return found;
  return {
    ...rankStickers(index, matchKeywords(index, corrected), locale),
    correctedQuery: corrected,
  };
}
