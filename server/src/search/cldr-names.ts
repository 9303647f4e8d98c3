import { isRecord, readPackageJson, stringList } from '../catalogue/read-json';
import { fold, keepsAccents, wordsOf } from './fold';

interface Annotations {
  /** Emoji (keyed without U+FE0F, as CLDR keys them) → its 'tts' name. */
  readonly names: ReadonlyMap<string, string>;
  /** Every folded word of the language's annotations. */
  readonly words: ReadonlySet<string>;
}

const byLang = new Map<string, Annotations>();

function load(lang: string): Annotations {
  const names = new Map<string, string>();
  const words = new Set<string>();
  if (!/^[a-z]{2,3}$/.test(lang)) return { names, words };
  try {
    const file = readPackageJson('cldr-annotations-full', `annotations/${lang}/annotations.json`);
    const outer = isRecord(file) && isRecord(file.annotations) ? file.annotations : {};
    const entries = isRecord(outer.annotations) ? outer.annotations : {};
    for (const [emoji, entry] of Object.entries(entries)) {
      if (!isRecord(entry)) continue;
      const tts = stringList(entry.tts);
      if (tts[0]) names.set(emoji, tts[0]);
      for (const text of [...tts, ...stringList(entry.default)]) {
        for (const word of wordsOf(fold(text, keepsAccents(lang)))) words.add(word);
      }
    }
  } catch {
    // A language CLDR has no annotations for: English is used instead.
  }
  return { names, words };
}

/** One language's CLDR annotations, read from the package the first time they are needed. */
function annotations(lang: string): Annotations {
  let found = byLang.get(lang);
  if (!found) byLang.set(lang, (found = load(lang)));
  return found;
}

/** The CLDR name of an emoji in `lang`, else in English. */
export const cldrNameOf = (emojiKey: string, lang: string): string | undefined =>
  annotations(lang).names.get(emojiKey) ?? annotations('en').names.get(emojiKey);

/**
 * True when CLDR's emoji vocabulary of `lang` or English has this folded word, even for an
 * emoji the catalogue lacks: such a word is not a typo to correct (clock is not block).
 */
export const isCldrWord = (word: string, lang: string): boolean =>
  annotations(lang).words.has(word) || annotations('en').words.has(word);
