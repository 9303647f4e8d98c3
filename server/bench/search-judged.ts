/**
 * The judged query set of `npm run bench:search`. Each query says, in English words, what a
 * person searching it wants to see; a result is judged by the rule in search-judgement.md (the
 * sticker's emoji and its English CLDR annotation), never by the search code. Written before
 * the figures were measured; see search-judgement.md before changing a judgement.
 */
export type Kind = 'word' | 'plural' | 'folding' | 'typo' | 'emoji' | 'short-cjk' | 'phrase';

export interface Judged {
  readonly q: string;
  readonly lang: string;
  /** Whole English words of which at least one names what the sticker must show. */
  readonly means: readonly string[];
  readonly kind: Kind;
}

const CAT = ['cat', 'kitten'];
const DOG = ['dog', 'puppy', 'poodle'];
const FLOWER = ['flower', 'blossom', 'rose', 'tulip', 'hibiscus', 'sunflower', 'lotus'];

const j = (q: string, lang: string, means: readonly string[], kind: Kind = 'word'): Judged => ({
  q,
  lang,
  means,
  kind,
});

export const JUDGED: readonly Judged[] = [
  // English words
  j('cat', 'en', CAT),
  j('dog', 'en', DOG),
  j('pizza', 'en', ['pizza']),
  j('heart', 'en', ['heart']),
  j('sun', 'en', ['sun']),
  j('moon', 'en', ['moon']),
  j('fire', 'en', ['fire', 'flame']),
  j('flower', 'en', FLOWER),
  j('rain', 'en', ['rain']),
  j('snowman', 'en', ['snowman']),
  j('cake', 'en', ['cake']),
  j('coffee', 'en', ['coffee']),
  j('beer', 'en', ['beer']),
  j('book', 'en', ['book']),
  j('clock', 'en', ['clock']),
  j('fish', 'en', ['fish']),
  j('bird', 'en', ['bird']),
  j('horse', 'en', ['horse']),
  j('frog', 'en', ['frog']),
  j('rabbit', 'en', ['rabbit', 'bunny']),
  j('monkey', 'en', ['monkey']),
  j('tiger', 'en', ['tiger']),
  j('sushi', 'en', ['sushi']),
  j('guitar', 'en', ['guitar']),
  j('kiss', 'en', ['kiss', 'kissing']),
  // Plurals and simple inflection
  j('cats', 'en', CAT, 'plural'),
  j('dogs', 'en', DOG, 'plural'),
  j('flowers', 'en', FLOWER, 'plural'),
  j('hearts', 'en', ['heart'], 'plural'),
  j('birds', 'en', ['bird'], 'plural'),
  j('horses', 'en', ['horse'], 'plural'),
  j('stars', 'en', ['star'], 'plural'),
  j('kisses', 'en', ['kiss', 'kissing'], 'plural'),
  j('gatos', 'es', CAT, 'plural'),
  // Case, accents, full-width
  j('CAT', 'en', CAT, 'folding'),
  j('Ｐｉｚｚａ', 'en', ['pizza'], 'folding'),
  j('ＣＡＴ', 'en', CAT, 'folding'),
  j('corazon', 'es', ['heart'], 'folding'),
  j('corazón', 'es', ['heart'], 'folding'),
  j('KATZE', 'de', CAT, 'folding'),
  // One typo (five letters or more)
  j('kitetn', 'en', CAT, 'typo'),
  j('pizzza', 'en', ['pizza'], 'typo'),
  j('flowre', 'en', FLOWER, 'typo'),
  j('elephnat', 'en', ['elephant'], 'typo'),
  j('guitra', 'en', ['guitar'], 'typo'),
  j('penguni', 'en', ['penguin'], 'typo'),
  // Other languages and scripts
  j('gato', 'es', CAT),
  j('perro', 'es', DOG),
  j('flor', 'es', FLOWER),
  j('chat', 'fr', CAT),
  j('chien', 'fr', DOG),
  j('fleur', 'fr', FLOWER),
  j('Katze', 'de', CAT),
  j('Hund', 'de', DOG),
  j('Blume', 'de', FLOWER),
  j('gatto', 'it', CAT),
  j('cane', 'it', DOG),
  j('cachorro', 'pt', DOG),
  j('kot', 'pl', CAT),
  j('kat', 'nl', CAT),
  j('kucing', 'id', CAT),
  j('mèo', 'vi', CAT),
  j('kedi', 'tr', CAT),
  j('köpek', 'tr', DOG),
  j('кошка', 'ru', CAT),
  j('собака', 'ru', DOG),
  j('цветок', 'ru', FLOWER),
  j('кіт', 'uk', CAT),
  j('γάτα', 'el', CAT),
  j('σκύλος', 'el', DOG),
  j('قطة', 'ar', CAT),
  j('كلب', 'ar', DOG),
  j('חתול', 'he', CAT),
  j('כלב', 'he', DOG),
  j('बिल्ली', 'hi', CAT),
  j('कुत्ता', 'hi', DOG),
  j('แมว', 'th', CAT),
  j('หมา', 'th', DOG),
  j('고양이', 'ko', CAT),
  j('강아지', 'ko', DOG),
  j('하트', 'ko', ['heart']),
  j('寿司', 'ja', ['sushi']),
  j('ネコ', 'ja', CAT),
  // One or two characters in Chinese, Japanese, Korean
  j('猫', 'ja', CAT, 'short-cjk'),
  j('犬', 'ja', DOG, 'short-cjk'),
  j('花', 'ja', FLOWER, 'short-cjk'),
  j('猫', 'zh', CAT, 'short-cjk'),
  j('狗', 'zh', DOG, 'short-cjk'),
  j('개', 'ko', DOG, 'short-cjk'),
  j('꽃', 'ko', FLOWER, 'short-cjk'),
  j('달', 'ko', ['moon'], 'short-cjk'),
  j('月亮', 'zh', ['moon'], 'short-cjk'),
  // Emoji, with and without skin tone or variation selector
  j('😺', 'en', CAT, 'emoji'),
  j('🐱', 'en', CAT, 'emoji'),
  j('🐶', 'en', DOG, 'emoji'),
  j('🍕', 'en', ['pizza'], 'emoji'),
  j('❤️', 'en', ['heart'], 'emoji'),
  j('❤', 'en', ['heart'], 'emoji'),
  j('👍🏽', 'en', ['thumbs'], 'emoji'),
  j('👍', 'en', ['thumbs'], 'emoji'),
  j('🌸', 'ja', FLOWER, 'emoji'),
  j('😺', 'ko', CAT, 'emoji'),
  // Phrases
  j('grinning cat', 'en', CAT, 'phrase'),
  j('black cat', 'en', CAT, 'phrase'),
  j('crying cat', 'en', CAT, 'phrase'),
  j('hot beverage', 'en', ['coffee', 'tea', 'beverage'], 'phrase'),
];

/** Queries that must find nothing (and so leave no recent tag): not judged, counted apart. */
export const UNANSWERABLE: readonly string[] = ["' OR 1=1 --", '%', 'zzzzqx', '%%%'];
