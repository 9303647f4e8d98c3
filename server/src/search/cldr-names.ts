import { loadBaseEmojis } from '../catalogue/emoji-source';
import { isRecord, readPackageJson, stringList } from '../catalogue/read-json';
import { fold, isUnspaced, keepsAccents, stem, wordsOf } from './fold';

interface Annotations {
  /** Emoji (keyed without U+FE0F, as CLDR keys them) → its 'tts' name. */
  readonly names: ReadonlyMap<string, string>;
  /** Emoji → its 'default' keywords. */
  readonly keywords: ReadonlyMap<string, readonly string[]>;
  /** Folded keyword → the emoji that carry it. */
  readonly carriers: ReadonlyMap<string, readonly string[]>;
  /** Every folded word of the language's annotations. */
  readonly words: ReadonlySet<string>;
}

/**
 * A word an emoji means is one most of whose other carriers are its siblings (emojibase's
 * subgroup): `heart` for ❤️ (25 of its 38 carriers are hearts), not `red` (1 of 21).
 */
const SIBLING_SHARE = 0.2;

const byLang = new Map<string, Annotations>();

function load(lang: string): Annotations {
  const names = new Map<string, string>();
  const keywords = new Map<string, string[]>();
  const carriers = new Map<string, string[]>();
  const words = new Set<string>();
  const result = { names, keywords, carriers, words };
  if (!/^[a-z]{2,3}$/.test(lang)) return result;
  const keepAccents = keepsAccents(lang);
  try {
    const file = readPackageJson('cldr-annotations-full', `annotations/${lang}/annotations.json`);
    const outer = isRecord(file) && isRecord(file.annotations) ? file.annotations : {};
    const entries = isRecord(outer.annotations) ? outer.annotations : {};
    for (const [emoji, entry] of Object.entries(entries)) {
      if (!isRecord(entry)) continue;
      const tts = stringList(entry.tts);
      const own = stringList(entry.default);
      if (tts[0]) names.set(emoji, tts[0]);
      keywords.set(emoji, own);
      for (const keyword of new Set(own.map((text) => fold(text, keepAccents)))) {
        const list = carriers.get(keyword);
        if (list) list.push(emoji);
        else carriers.set(keyword, [emoji]);
      }
      for (const text of [...tts, ...own]) {
        for (const word of wordsOf(fold(text, keepAccents))) words.add(word);
      }
    }
  } catch {
    // A language CLDR has no annotations for: English is used instead.
  }
  return result;
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

/** True when a folded keyword is part of a folded name: its words (plurals folded), or inside. */
function partOfName(keyword: string, name: string): boolean {
  if (isUnspaced(name)) return name.includes(keyword);
  const nameStems = new Set(wordsOf(name).map(stem));
  const own = wordsOf(keyword);
  return own.length > 0 && own.every((word) => nameStems.has(stem(word)));
}

let subgroups: ReadonlyMap<string, string> | undefined;
const subgroupOf = (emojiKey: string) =>
  (subgroups ??= new Map(loadBaseEmojis().map((emoji) => [emoji.cldrKey, emoji.subgroup]))).get(
    emojiKey,
  );

/**
 * The word an emoji means, in `lang` (else English), when its name says more than that: of its
 * CLDR keywords that are part of its name and that other emoji carry too, the one whose carriers
 * are its siblings most often, if at least SIBLING_SHARE of them are. 🐱 "cat face" means `cat`,
 * ❤️ "red heart" `heart`, 👍 "thumbs up" `thumb` (not `up`, mostly arrows).
 */
export function cldrWordOf(emojiKey: string, lang: string): string | undefined {
  const own = annotations(lang);
  const found = own.names.has(emojiKey) ? { at: own, lang } : { at: annotations('en'), lang: 'en' };
  const { names, keywords, carriers } = found.at;
  const keepAccents = keepsAccents(found.lang);
  const name = fold(names.get(emojiKey) ?? '', keepAccents);
  const subgroup = subgroupOf(emojiKey);
  let best: { keyword: string; share: number } | undefined;
  for (const keyword of keywords.get(emojiKey) ?? []) {
    const folded = fold(keyword, keepAccents);
    const others = carriers.get(folded) ?? [];
    if (others.length < 2 || !partOfName(folded, name)) continue;
    const siblings = others.filter((emoji) => subgroupOf(emoji) === subgroup).length;
    const share = siblings / others.length;
    if (share >= SIBLING_SHARE && share > (best?.share ?? 0)) best = { keyword, share };
  }
  return best?.keyword;
}

/**
 * True when CLDR's emoji vocabulary of `lang` or English has this folded word, even for an
 * emoji the catalogue lacks: such a word is not a typo to correct (clock is not block).
 */
export const isCldrWord = (word: string, lang: string): boolean =>
  annotations(lang).words.has(word) || annotations('en').words.has(word);
