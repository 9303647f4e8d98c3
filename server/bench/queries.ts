import { LANGUAGES, pickWord, prng } from './vocabulary';

export interface BenchQuery {
  q: string;
  lang: string;
}

/** A mix of tag searches: whole common and rare words, short prefixes, substrings, misses. */
export function buildQueries(vocabulary: Record<string, string[]>, count: number): BenchQuery[] {
  const random = prng(7);
  const anyLang = () => LANGUAGES[Math.floor(random() * LANGUAGES.length)] ?? 'en';
  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i += 1) {
    const lang = anyLang();
    const words = vocabulary[lang] ?? [];
    const word = pickWord(words, random);
    const chars = Array.from(word);
    const kind = i % 10;
    let q: string;
    if (kind < 2)
      q = words[Math.floor(random() * 20)] ?? word; // the most common tags
    else if (kind < 4)
      q = words[Math.floor(random() * words.length)] ?? word; // any tag
    else if (kind < 6)
      q = chars.slice(0, 1 + (i % 2)).join(''); // 1–2 character prefix
    else if (kind < 8)
      q = chars.slice(1, 4 + (i % 3)).join('') || word; // substring
    else if (kind === 8)
      q = `${word} ${pickWord(words, random)}`; // a phrase, mostly a miss
    else q = `zq${Math.floor(random() * 1e6).toString(36)}x`; // a miss
    if (i % 7 === 0) q = q.toUpperCase();
    out.push({ q, lang: random() < 0.7 ? lang : 'en' });
  }
  return out;
}
