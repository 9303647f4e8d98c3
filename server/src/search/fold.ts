/**
 * Text folding shared by the search index and queries, so both sides compare the same forms:
 * compatibility forms (full-width, half-width) by NFKC, case, katakana as hiragana, and the
 * accents of Latin, Greek and Cyrillic letters (café = cafe). Marks that are letters of their own
 * script (Hangul jamo, Thai and Indic vowel signs) are kept.
 */
/**
 * The stored search table (repos/search-table.ts) holds keywords as these folds gave them; it is
 * rebuilt when this number differs from the one it was made with. Raise it with any change to
 * what fold, foldKana, foldLetters or foldHanIn give.
 */
export const FOLD_VERSION = 2;

const LATIN_GREEK_CYRILLIC_ACCENTS = /[\u0300-\u036f]/g;

/**
 * Vietnamese marks tone and vowel quality with accents (cắt "cut" is not cat), so its keywords
 * keep them; a query is folded both ways and each form looks in the keywords folded alike.
 */
export const keepsAccents = (lang: string): boolean => lang === 'vi';

// Katakana letters (ァ…ヶ) and iteration marks (ヽヾ) sit 0x60 above their hiragana.
const KATAKANA = /[\u30a1-\u30f6\u30fd\u30fe]/g;
const KANA_OFFSET = 0x60;

/** Hiragana for katakana: Japanese writes one word either way (ねこ = ネコ, cat). */
export const foldKana = (text: string): string =>
  text.replace(KATAKANA, (letter) => String.fromCharCode(letter.charCodeAt(0) - KANA_OFFSET));

/**
 * Turkish ı as i, as its other letters lose their marks (ş as s): case mapping without a locale
 * lowers Işık to işık and İnek to i̇nek, so the keyword ışık is only met with its dot gone.
 */
export const foldDotlessI = (text: string): string => text.replaceAll('ı', 'i');

// What the fold below changes: letters NFD takes a hamza or madda off (آ أ ؤ إ ئ, and Urdu's
// ۀ ۂ ۓ), taa marbuta, tatweel, alef maqsura and the marks; other Arabic text is left as it is.
const ARABIC_TO_FOLD = /[\u0622-\u0626\u0629\u0640\u0649\u06c0\u06c2\u06d3]|[\u064b-\u065f\u0670]/u;
// Tatweel (a stretch), the harakat, and the hamza and madda that NFD takes off alef, waw and yaa
// (أ إ آ ؤ ئ): Arabic readers type them or not, as they write them or not.
const ARABIC_MARKS = /\u0640|[\u064b-\u065f\u0670]/gu;
// Taa marbuta as haa, alef maqsura as yaa: spelt either way at a word's end.
const ARABIC_LETTER_FORMS = /[\u0629\u0649]/g;

/** Arabic without its optional marks and with its interchangeable letters folded (قِطّة = قطه). */
export function foldArabic(text: string): string {
  if (!ARABIC_TO_FOLD.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(ARABIC_MARKS, '')
    .replace(ARABIC_LETTER_FORMS, (letter) => (letter === '\u0629' ? '\u0647' : '\u064a'))
    .normalize('NFC');
}

const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;
const DIGIT = /\p{Nd}/u;

/** Digits of any script as ASCII ones (๑๐๐ and ١٠٠ are 100); Unicode keeps each script's 0–9 in a row. */
export function foldDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (digit) => {
    const point = digit.codePointAt(0) ?? 0;
    let zero = point;
    while (DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
    return String((point - zero) % 10);
  });
}

// A Thai tone mark typed before the vowel sign it sits with (ย้ิม) is drawn as the vowel first.
const THAI_TONE_BEFORE_VOWEL = /([\u0e48-\u0e4b])([\u0e31\u0e34-\u0e3a\u0e47])/g;

/**
 * The folds of letters that look or mean the same to their readers: Turkish ı, Arabic marks and
 * letter forms, other scripts' digits, Thai marks in the order they are drawn.
 */
export function foldLetters(text: string): string {
  return foldDigits(foldArabic(foldDotlessI(text))).replace(THAI_TONE_BEFORE_VOWEL, '$2$1');
}

// Letters that no decomposition takes apart, written as their readers write them without the
// key: Fußball as Fussball, cœur as coeur, łza as lza.
const LETTERS_WITHOUT_KEYS: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
  đ: 'd',
};
const LETTER_WITHOUT_KEY = /[ßœæøłđ]/g;

export function fold(text: string, keepAccents = false): string {
  const lower = foldKana(text.normalize('NFKC').toLowerCase());
  if (keepAccents) return lower.normalize('NFC');
  const plain = lower
    .normalize('NFD')
    .replace(LATIN_GREEK_CYRILLIC_ACCENTS, '')
    .replace(LETTER_WITHOUT_KEY, (letter) => LETTERS_WITHOUT_KEYS[letter] ?? letter);
  return foldLetters(plain.normalize('NFC'));
}

const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;
const POSSESSIVE = /['’]s(?![\p{L}\p{N}])/gu;

/** The words of folded text: runs of letters, digits and marks ("woman’s" is "woman"). */
export function wordsOf(folded: string): string[] {
  return folded
    .replace(POSSESSIVE, '')
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0);
}

// Scripts written without spaces between words: a word is found inside a keyword.
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

export const isUnspaced = (folded: string): boolean => UNSPACED.test(folded);

const INFLECTED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]{4,}$/u;

/**
 * Simple plural folding for alphabetic words of four letters or more: cats → cat, kisses →
 * kiss, puppies → puppy, gatos → gato. The same rule runs on keywords and queries, so a wrong
 * cut (news → new) still matches only itself.
 */
export function stem(word: string): string {
  if (!INFLECTED.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const LETTER = /\p{L}/gu;

export const letterCount = (text: string): number => text.match(LETTER)?.length ?? 0;
