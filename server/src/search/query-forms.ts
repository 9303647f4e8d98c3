import type { CatalogueIndex } from './catalogue-index';
import { fold, wordsOf } from './fold';
import type { KeywordHits, Scope } from './match';

// Spanish and Portuguese plurals the shared stem() leaves alone (it cuts English -s and -es):
// corazones, flores, peces, corações, cães, animais, papéis, homens, on the folded word.
const IBERIAN_PLURALS: readonly [RegExp, string][] = [
  [/ces$/, 'z'],
  [/([^aeiou])es$/, '$1'],
  [/[oa]es$/, 'ao'],
  [/ais$/, 'al'],
  [/eis$/, 'el'],
  [/ois$/, 'ol'],
  [/ns$/, 'm'],
];

/** A Spanish or Portuguese query with its plurals made singular, or undefined where none is. */
export function iberianSingular(folded: string, lang: string): string | undefined {
  if (lang !== 'es' && lang !== 'pt') return undefined;
  const words = wordsOf(folded);
  const singulars = words.map((word) => {
    if (Array.from(word).length < 4) return word;
    const rule = IBERIAN_PLURALS.find(([plural]) => plural.test(word));
    return rule ? word.replace(rule[0], rule[1]) : word;
  });
  return singulars.some((word, at) => word !== words[at]) ? singulars.join(' ') : undefined;
}

// Polish plurals have no Snowball stemmer (language-stem.ts): the commonest nominative endings,
// each with the singulars it may come from (koty kot, ryby ryba, ptaki ptak, nogi noga, serca
// serce, okna okno), and psy, the plural of pies.
const POLISH_PLURALS: readonly [RegExp, readonly string[]][] = [
  [/^psy$/, ['pies']],
  [/([^aeiouy])y$/, ['$1', '$1a']],
  [/([kg])i$/, ['$1', '$1a']],
  [/([^aeiouy])a$/, ['$1o', '$1e']],
];

/** A Polish query's plurals as each singular they may be, or none where it has no plural. */
export function polishSingulars(folded: string, lang: string): string[] {
  if (lang !== 'pl') return [];
  const words = wordsOf(folded);
  const forms = words.map((word) => {
    if (Array.from(word).length < 3) return [word];
    const rule = POLISH_PLURALS.find(([plural]) => plural.test(word));
    return rule ? rule[1].map((singular) => word.replace(rule[0], singular)) : [word];
  });
  if (forms.every((options, at) => options.length === 1 && options[0] === words[at])) return [];
  return [0, 1].map((choice) => forms.map((options) => options[choice] ?? options[0]).join(' '));
}

const UMLAUTS: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü', A: 'Ä', O: 'Ö', U: 'Ü' };
// ae, oe, ue as written without an umlaut key; not the u of au, eu and qu (Frauen, Feuer, Quelle).
const UMLAUT_SPELT_OUT = /(?<![aeqAEQ])([aouAOU])e/g;

/** German typed without umlauts (Baer, Huehner) with them (Bär, Hühner), or undefined. */
export function germanUmlauts(query: string, lang: string): string | undefined {
  if (lang !== 'de') return undefined;
  const written = query.replace(UMLAUT_SPELT_OUT, (_, vowel: string) => UMLAUTS[vowel] ?? vowel);
  return written !== query ? written : undefined;
}

// Articles and prepositions French, Italian and Catalan join to the next word: l'amour,
// dell'amore, d'accord, qu'il.
const ELIDED =
  /(^|\s)(?:c|d|j|l|m|n|s|t|qu|jusqu|lorsqu|puisqu|all|dall|dell|nell|sull|coll|quell|quest|bell|un)['’](?=\p{L})/giu;

/** The query without its elided articles (l'amour as amour), or undefined where it has none. */
export function withoutElision(query: string): string | undefined {
  const bare = query.replace(ELIDED, '$1');
  return bare !== query ? bare : undefined;
}

const unmarkedKeywords = new WeakMap<CatalogueIndex, Map<string, number[]>>();

/** Each Vietnamese keyword's words without their marks, keyword by word. */
function unmarkedVietnamese(index: CatalogueIndex): Map<string, number[]> {
  const known = unmarkedKeywords.get(index);
  if (known) return known;
  const byWord = new Map<string, number[]>();
  index.lang.forEach((lang, keyword) => {
    if (lang !== 'vi') return;
    for (const word of new Set(wordsOf(fold(index.keyword[keyword] ?? '')))) {
      const list = byWord.get(word);
      if (list) list.push(keyword);
      else byWord.set(word, [keyword]);
    }
  });
  unmarkedKeywords.set(index, byWord);
  return byWord;
}

/**
 * Vietnamese typed without its marks (trai tim, gau), as it very often is: the Vietnamese
 * keywords holding every word once theirs are taken off, the keyword that is the query itself
 * first. Vietnamese keeps marks apart (keepsAccents), so this runs only where nothing matched.
 */
export function matchUnmarkedVietnamese(
  index: CatalogueIndex,
  query: string,
  scope: Scope,
): KeywordHits {
  const hits = { keywords: [] as number[], quality: new Uint8Array(index.keyword.length) };
  const words = wordsOf(fold(query));
  const byWord = unmarkedVietnamese(index);
  const [first, ...others] = words;
  if (first === undefined || !scope('vi')) return hits;
  const phrase = words.join(' ');
  for (const keyword of byWord.get(first) ?? []) {
    if (!others.every((word) => byWord.get(word)?.includes(keyword))) continue;
    const exact = wordsOf(fold(index.keyword[keyword] ?? '')).join(' ') === phrase;
    hits.keywords.push(keyword);
    hits.quality[keyword] = exact ? 1 : 2;
  }
  return hits;
}
