import { loadOpenMojiAuthors } from './art-lookup';
import { loadAnnotations, type KeywordList } from './cldr-annotations';
import { loadBaseEmojis } from './emoji-source';
import { KEYWORD_LANGUAGES } from './languages';
import { toPackRecords, type PackRecord } from './pack-records';
import { planPacks } from './plan-packs';

export interface Catalogue {
  readonly packs: readonly PackRecord[];
  /** lang → CLDR key → keywords (name first), for every language in KEYWORD_LANGUAGES. */
  readonly annotations: ReadonlyMap<string, ReadonlyMap<string, KeywordList>>;
}

/** Builds the whole catalogue in memory from the installed npm packages; no database involved. */
export function buildCatalogue(): Catalogue {
  const emojis = loadBaseEmojis();
  const english = loadAnnotations('en', new Set(emojis.map((emoji) => emoji.cldrKey)));
  const englishNames = new Map<string, string>();
  for (const [key, words] of english) englishNames.set(key, words[0] ?? '');
  const packs = toPackRecords(planPacks(emojis, englishNames), loadOpenMojiAuthors());

  const used = new Set(packs.flatMap((pack) => pack.stickers.map((sticker) => sticker.cldrKey)));
  const annotations = new Map<string, ReadonlyMap<string, KeywordList>>();
  for (const lang of KEYWORD_LANGUAGES) {
    annotations.set(lang, lang === 'en' ? english : loadAnnotations(lang, used));
  }
  return { packs, annotations };
}
