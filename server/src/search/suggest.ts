import type { CatalogueIndex } from './catalogue-index';
import { cldrNameOf } from './cldr-names';
import { emojiKeyOf } from './emoji';
import { fold, keepsAccents, wordsOf } from './fold';
import { foldHanIn } from './han-script';
import type { KeywordTable } from './keyword-table';

export const SUGGESTION_LIMIT = 8;

export interface Suggestion {
  readonly keyword: string;
  readonly lang: string;
  readonly emoji: string;
}

const HIRAGANA = /[\u3041-\u3096]/g;
const KATAKANA_OFFSET = 0x60;

// Japanese keywords are written in either kana (ねこ, ネコ): a prefix matches both.
const foldKana = (text: string) =>
  text.replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + KATAKANA_OFFSET));

/** A keyword's or a query's form for prefix comparison: folded words, one kana. */
const prefixKey = (text: string, keepAccents = false) =>
  foldKana(wordsOf(fold(text, keepAccents)).join(' '));

function lowerBound(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The query folded, and as written (lower case, marks kept). */
interface Typed {
  folded: string;
  asWritten: string;
}

interface Candidate {
  keyword: number;
  tier: number;
  /** 2: the keyword as typed, marks and all (Bär); 1: once folded (Bar for Bär); 0: longer. */
  exact: number;
  stickers: number;
  key: string;
}

// Best first: the search language, then English, then others; the typed word itself; the
// keyword on most stickers; the shorter; then key order, so the answer is deterministic.
const better = (a: Candidate, b: Candidate): number =>
  a.tier - b.tier ||
  b.exact - a.exact ||
  b.stickers - a.stickers ||
  a.key.length - b.key.length ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Suggestions as one types (extension): keywords of the same index as M1 that start with the
 * query, one a folded form. Keywords are sorted by that form once, at start, so a query reads
 * one range of them; keywords that fold alike (`cat` in several languages) are neighbours there
 * and make one suggestion, in the best language.
 */
export function buildSuggester(index: CatalogueIndex, table: KeywordTable) {
  const keys = table.folded.map((folded) => foldKana(folded));
  const order = Array.from(keys.keys()).sort((a, b) => {
    const x = keys[a] ?? '';
    const y = keys[b] ?? '';
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const sortedKeys = order.map((keyword) => keys[keyword] ?? '');
  const stickerAt = new Map(index.stickers.map((sticker, at) => [sticker.stickerId, at]));

  const stickerCount = (keyword: number) =>
    (table.start[keyword + 1] ?? 0) - (table.start[keyword] ?? 0);

  /** The emoji of the sticker the keyword names (rank 0), else of its first sticker. */
  function emojiOf(keyword: number): string {
    const from = table.start[keyword] ?? 0;
    const to = table.start[keyword + 1] ?? 0;
    let chosen = from;
    for (let at = from; at < to; at += 1) {
      if (table.ranks[at] === 0) {
        chosen = at;
        break;
      }
    }
    const sticker = stickerAt.get(table.stickerIds[chosen] ?? -1);
    return sticker === undefined ? '' : (index.stickers[sticker]?.emoji ?? '');
  }

  /** Offers a candidate to `best` (kept sorted, at most SUGGESTION_LIMIT long). */
  function offer(best: Candidate[], candidate: Candidate): void {
    const last = best.at(-1);
    if (best.length === SUGGESTION_LIMIT && last && better(candidate, last) >= 0) return;
    best.push(candidate);
    best.sort(better);
    if (best.length > SUGGESTION_LIMIT) best.pop();
  }

  // Keywords that fold alike sit next to each other: each such group offers its best one.
  function collect(prefix: string, typed: Typed, lang: string, best: Candidate[]): void {
    let group: Candidate | undefined;
    for (let at = lowerBound(sortedKeys, prefix); at < sortedKeys.length; at += 1) {
      const key = sortedKeys[at] ?? '';
      if (!key.startsWith(prefix)) break;
      const keyword = order[at] ?? 0;
      const keywordLang = table.lang[keyword] ?? '';
      const tier = keywordLang === lang ? 0 : keywordLang === 'en' ? 1 : 2;
      // `a+` folds to `a` too; only the keyword spelled as typed is the typed word itself.
      const written = table.keyword[keyword] ?? '';
      const exact =
        key !== prefix || foldHanIn(keywordLang, foldKana(fold(written))) !== typed.folded
          ? 0
          : fold(written, true) === typed.asWritten
            ? 2
            : 1;
      const candidate = { keyword, tier, exact, stickers: stickerCount(keyword), key };
      if (group && group.key !== key) {
        offer(best, group);
        group = undefined;
      }
      if (!group || better(candidate, group) < 0) group = candidate;
    }
    if (group) offer(best, group);
  }

  /** An emoji's names in `lang` and in English, as M1 shows them (a sticker's name, else CLDR's). */
  function forEmoji(key: string, lang: string): Suggestion[] {
    const first = index.emojiStickers.get(key)?.[0];
    const emoji = first === undefined ? key : (index.stickers[first]?.emoji ?? key);
    const nameIn = (language: string) =>
      first === undefined ? cldrNameOf(key, language) : index.nameOf(first, language);
    const english = nameIn('en');
    const own = nameIn(lang);
    const suggestions: Suggestion[] = [];
    // A name in `lang` that is the English one is English (nameOf falls back to it).
    if (own !== undefined && own !== english) suggestions.push({ keyword: own, lang, emoji });
    if (english !== undefined) suggestions.push({ keyword: english, lang: 'en', emoji });
    return suggestions;
  }

  return {
    /** At most SUGGESTION_LIMIT keywords starting with `query`, best first. */
    suggest(query: string, lang: string): Suggestion[] {
      const emoji = emojiKeyOf(query);
      if (emoji !== undefined) return forEmoji(emoji, lang);
      const prefixes = new Set([foldHanIn(lang, prefixKey(query))]);
      if (keepsAccents(lang)) prefixes.add(prefixKey(query, true));
      const typed = {
        folded: foldHanIn(lang, foldKana(fold(query.trim()))),
        asWritten: fold(query.trim(), true),
      };
      const best: Candidate[] = [];
      // With accents kept and dropped the prefixes differ, so their ranges never overlap.
      for (const prefix of prefixes) if (prefix !== '') collect(prefix, typed, lang, best);
      return best.map(({ keyword }) => ({
        keyword: table.keyword[keyword] ?? '',
        lang: table.lang[keyword] ?? '',
        emoji: emojiOf(keyword),
      }));
    },
  };
}

export type Suggester = ReturnType<typeof buildSuggester>;
