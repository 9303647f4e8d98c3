import { fold, isUnspaced, keepsAccents, stem, wordsOf } from './fold';
import { foldHan, foldHanIn } from './han-script';

/** A pack's texts C1's searchText looks in, each with the language its accents follow. */
export interface PackTexts {
  readonly packageId: number;
  readonly texts: readonly { text: string; lang: string }[];
}

interface Folded {
  readonly packageId: number;
  readonly stems: ReadonlySet<string>;
  readonly words: readonly string[];
  readonly texts: readonly string[];
}

const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]+$/u;

/** Folds each distinct text once: most packs share most of their keywords. */
function memoFold() {
  const memo = new Map<string, string>();
  return (text: string, lang: string) => {
    const keepAccents = keepsAccents(lang);
    const key = `${keepAccents ? 'a' : ''}${lang === 'zh' ? 'z' : ''}\u0000${text}`;
    let form = memo.get(key);
    if (form === undefined) memo.set(key, (form = foldHanIn(lang, fold(text, keepAccents))));
    return form;
  };
}

function folded({ packageId, texts }: PackTexts, foldText: ReturnType<typeof memoFold>): Folded {
  const forms = [...new Set(texts.map(({ text, lang }) => foldText(text, lang)))];
  const words = [...new Set(forms.flatMap(wordsOf))];
  return { packageId, stems: new Set(words.map(stem)), words, texts: forms };
}

/**
 * Packs a folded query finds by the rules of M1 (match.ts) over their texts: every word of the
 * query as a whole word (plurals folded); while no pack holds the last one whole (or it is one
 * or two letters of an alphabet), a word starting with it; in a script written without spaces,
 * the query inside a text when nothing else matched.
 */
function matchFolded(packs: readonly Folded[], query: string): number[] {
  const words = wordsOf(query);
  const last = words.at(-1);
  if (last === undefined) return [];
  const stems = words.map(stem);
  const others = stems.slice(0, -1);
  const whole = packs.filter((pack) => stems.every((word) => pack.stems.has(word)));
  if (whole.length > 0 && !(last.length <= 2 && ALPHABETIC.test(last))) {
    return whole.map((pack) => pack.packageId);
  }
  const started = packs.filter(
    (pack) =>
      others.every((word) => pack.stems.has(word)) &&
      pack.words.some((word) => word.startsWith(last)),
  );
  if (started.length > 0 || !isUnspaced(query)) return started.map((pack) => pack.packageId);
  const phrase = words.join(' ');
  return packs
    .filter((pack) => pack.texts.some((text) => text.includes(phrase)))
    .map((pack) => pack.packageId);
}

/** C1's searchText over packs' names, artists and keywords in every language. */
export function createPackMatcher(packs: readonly PackTexts[]) {
  const foldText = memoFold();
  const all = packs.map((pack) => folded(pack, foldText));
  return (query: string): Set<number> => {
    // Chinese texts compare in Simplified (han-script.ts): a query in Traditional finds them too.
    const forms = new Set([fold(query), fold(query, true), foldHan(fold(query))]);
    return new Set([...forms].flatMap((form) => matchFolded(all, form)));
  };
}
