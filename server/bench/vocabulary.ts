/** Deterministic pseudo-words in several scripts, so search meets real multi-byte text. */

export { createRandom as prng } from '../src/catalogue/prng';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

const latin = (extra: string[]) => {
  const consonants = 'bcdfghjklmnprstvz'.split('');
  const vowels = ['a', 'e', 'i', 'o', 'u', ...extra];
  return consonants.flatMap((c) => vowels.map((v) => c + v));
};

interface Script {
  syllables: string[];
  min: number;
  max: number;
}

const SCRIPTS: Record<string, Script> = {
  en: { syllables: latin(['y', 'ee', 'oo']), min: 2, max: 4 },
  es: { syllables: latin(['á', 'ñe', 'ío']), min: 2, max: 4 },
  fr: { syllables: latin(['é', 'è', 'ou']), min: 2, max: 4 },
  de: { syllables: latin(['ü', 'ö', 'ei']), min: 2, max: 4 },
  ru: { syllables: range(0x430, 0x44f), min: 3, max: 8 },
  ko: { syllables: range(0xac00, 0xac00 + 400), min: 1, max: 3 },
  ja: { syllables: [...range(0x3041, 0x3093), ...range(0x4e00, 0x4e00 + 300)], min: 1, max: 4 },
  zh: { syllables: range(0x4e00, 0x4e00 + 1500), min: 1, max: 3 },
  th: { syllables: range(0xe01, 0xe2e), min: 2, max: 6 },
  ar: { syllables: range(0x627, 0x64a), min: 3, max: 6 },
};

export const LANGUAGES = Object.keys(SCRIPTS);
export const COUNTRY: Record<string, string> = {
  en: 'US',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  ru: 'RU',
  ko: 'KR',
  ja: 'JP',
  zh: 'CN',
  th: 'TH',
  ar: 'SA',
};

/** `size` distinct words a language; earlier words are drawn more often (see pickWord). */
export function buildVocabulary(size: number, random: () => number): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [lang, { syllables, min, max }] of Object.entries(SCRIPTS)) {
    const words = new Set<string>();
    while (words.size < size) {
      const length = min + Math.floor(random() * (max - min + 1));
      let word = '';
      for (let i = 0; i < length; i += 1) {
        word += syllables[Math.floor(random() * syllables.length)] ?? '';
      }
      words.add(word);
    }
    out[lang] = [...words];
  }
  return out;
}

/** A skewed draw: a few words are very common, as real tags are ("love", "cat"). */
export function pickWord(words: readonly string[], random: () => number): string {
  return words[Math.floor(words.length * random() ** 3)] ?? '';
}
