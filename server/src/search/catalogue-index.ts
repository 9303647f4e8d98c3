import { groupConcepts } from './concepts';
import { emojiKey } from './emoji';
import { isUnspaced, stem } from './fold';
import { stemmerOf } from './language-stem';
import type { KeywordTable } from './keyword-table';

export interface Sticker {
  readonly stickerId: number;
  readonly imageKey: string;
  readonly animation: string | null;
  readonly packageId: number;
  readonly packageName: string;
  readonly packLang: string;
  readonly packCountry: string;
  readonly emoji: string;
}

function pushTo<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) {
    if (list.at(-1) !== value) list.push(value);
  } else map.set(key, [value]);
}

/**
 * The catalogue's keywords folded once into lookup tables: exact keyword, whole word by stem,
 * sorted words for prefixes, keywords in unspaced scripts, stickers by emoji. Keywords are
 * numbered; each lists the concepts (groups of stickers with the same keywords) that carry it.
 * Stickers are numbered in sticker id order. The catalogue is written before the service starts and
 * never while it runs, so this is built once, at start (repos/search-table.ts reads both lists).
 */
export function buildCatalogueIndex(stickers: Sticker[], table: KeywordTable) {
  const stickerAt = new Map(stickers.map((sticker, index) => [sticker.stickerId, index]));
  const postings = table.stickerIds.map((id) => stickerAt.get(id) ?? -1);

  const names = new Map<string, string[]>();
  const exact = new Map<string, number[]>();
  const byStem = new Map<string, number[]>();
  const wordEntries = new Map<string, number[]>();
  const byShortPrefix = new Map<string, number[]>();
  const unspaced: number[] = [];
  table.folded.forEach((folded, keyword) => {
    pushTo(exact, folded, keyword);
    for (const word of folded.split(' ')) {
      if (word === '') continue;
      pushTo(wordEntries, word, keyword);
      const [first = '', second] = Array.from(word);
      pushTo(byShortPrefix, first, keyword);
      if (second !== undefined) pushTo(byShortPrefix, first + second, keyword);
      pushTo(byStem, stem(word), keyword);
    }
    if (isUnspaced(folded)) unspaced.push(keyword);
    const lang = table.lang[keyword] ?? '';
    for (let at = table.start[keyword] ?? 0; at < (table.start[keyword + 1] ?? 0); at += 1) {
      const sticker = postings[at] ?? -1;
      if (table.ranks[at] !== 0 || sticker < 0) continue;
      let byLang = names.get(lang);
      if (!byLang) names.set(lang, (byLang = []));
      byLang[sticker] = table.keyword[keyword] ?? '';
    }
  });
  const sortedWords = [...wordEntries.keys()].sort();
  const wordsByLength = new Map<number, number[]>();
  sortedWords.forEach((word, at) => pushTo(wordsByLength, word.length, at));
  const langNumbers = new Map<string, number>();
  const langIds = Uint16Array.from(table.lang, (lang) => {
    let id = langNumbers.get(lang);
    if (id === undefined) langNumbers.set(lang, (id = langNumbers.size));
    return id;
  });
  const emojiStickers = new Map<string, number[]>();
  stickers.forEach((sticker, index) => pushTo(emojiStickers, emojiKey(sticker.emoji), index));
  // Built on a language's first search: stemming every keyword of 17 languages costs seconds.
  const byLanguageStem = new Map<string, Map<string, number[]>>();
  const languageStems = (lang: string) => {
    const stemOf = stemmerOf(lang);
    if (!stemOf) return undefined;
    let stems = byLanguageStem.get(lang);
    if (stems) return stems;
    stems = new Map<string, number[]>();
    for (let keyword = 0; keyword < table.folded.length; keyword += 1) {
      if (table.lang[keyword] !== lang) continue;
      for (const word of (table.folded[keyword] ?? '').split(' ')) {
        if (word !== '') pushTo(stems, stemOf(word), keyword);
      }
    }
    byLanguageStem.set(lang, stems);
    return stems;
  };

  return {
    stickers,
    lang: table.lang,
    /** Keyword languages numbered 0 .. languageCount - 1. */
    langIds,
    languageCount: langNumbers.size,
    keyword: table.keyword,
    folded: table.folded,
    ...groupConcepts(stickers.length, table.start, postings, table.ranks),
    exact,
    byStem,
    wordEntries,
    /** Keywords with a word starting with each one or two characters, precomputed. */
    byShortPrefix,
    sortedWords,
    /** Word numbers (in sortedWords) by length in UTF-16 units, for typo correction. */
    wordsByLength,
    unspaced,
    emojiStickers,
    /** Keywords of `lang` with a word of this stem by the language's own stemmer. */
    withLanguageStem(lang: string, stemmed: string): number[] | undefined {
      return languageStems(lang)?.get(stemmed);
    },
    /** A sticker's name (its first keyword) in `lang`, else in English. */
    nameOf(sticker: number, lang: string): string | undefined {
      return names.get(lang)?.[sticker] ?? names.get('en')?.[sticker];
    },
  };
}

export type CatalogueIndex = ReturnType<typeof buildCatalogueIndex>;
