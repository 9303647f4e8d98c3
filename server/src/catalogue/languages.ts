/**
 * CLDR locales whose annotations become sticker keywords. Only base locales with an ISO 639-1
 * code (the spec's `lang`), and each one with keywords for every catalogue emoji; the list is
 * kept to 42 because each language adds ~17,000 keyword rows and the seed must stay fast.
 */
export const KEYWORD_LANGUAGES: readonly string[] = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'sv',
  'da',
  'no',
  'fi',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'uk',
  'ru',
  'el',
  'tr',
  'he',
  'ar',
  'fa',
  'ur',
  'hi',
  'bn',
  'ta',
  'te',
  'mr',
  'th',
  'vi',
  'id',
  'ms',
  'ja',
  'ko',
  'zh',
  'sw',
  'hr',
  'ca',
  'sr',
  'et',
];

export interface PackLanguage {
  /** English name, as the spec's `language` field, e.g. 'Korean'. */
  readonly name: string;
  /** ISO 639-1; also the CLDR locale the pack's keywords come from. */
  readonly code: string;
  /** ISO 3166-1 alpha-2 of the market the pack is made for. */
  readonly country: string;
}

/**
 * Main languages of packs (the one a pack's name and keywords are in, LOCAL_NAMES); every code is
 * also in KEYWORD_LANGUAGES.
 */
export const PACK_LANGUAGES: readonly PackLanguage[] = [
  { name: 'English', code: 'en', country: 'US' },
  { name: 'Korean', code: 'ko', country: 'KR' },
  { name: 'Japanese', code: 'ja', country: 'JP' },
  { name: 'Spanish', code: 'es', country: 'ES' },
  { name: 'Portuguese', code: 'pt', country: 'BR' },
  { name: 'French', code: 'fr', country: 'FR' },
  { name: 'German', code: 'de', country: 'DE' },
  { name: 'Chinese', code: 'zh', country: 'CN' },
  { name: 'Thai', code: 'th', country: 'TH' },
  { name: 'Indonesian', code: 'id', country: 'ID' },
  { name: 'Vietnamese', code: 'vi', country: 'VN' },
  { name: 'Italian', code: 'it', country: 'IT' },
  { name: 'Russian', code: 'ru', country: 'RU' },
  { name: 'Turkish', code: 'tr', country: 'TR' },
  { name: 'Arabic', code: 'ar', country: 'SA' },
  { name: 'Hindi', code: 'hi', country: 'IN' },
  { name: 'Polish', code: 'pl', country: 'PL' },
  { name: 'Dutch', code: 'nl', country: 'NL' },
  { name: 'Swedish', code: 'sv', country: 'SE' },
  { name: 'Ukrainian', code: 'uk', country: 'UA' },
  { name: 'Greek', code: 'el', country: 'GR' },
  { name: 'Hebrew', code: 'he', country: 'IL' },
  { name: 'Malay', code: 'ms', country: 'MY' },
  { name: 'Swahili', code: 'sw', country: 'KE' },
];
