/** The languages the interface speaks, each with a catalogue in src/i18n/catalogues/. */
// prettier-ignore
export const INTERFACE_LOCALES = [
  'en', 'ko', 'ja', 'zh-Hans', 'zh-Hant', 'es', 'pt-BR', 'fr', 'de', 'id', 'th', 'vi', 'ru', 'tr',
  'ar',
] as const;

export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number];

const RIGHT_TO_LEFT = new Set<string>(['ar']);

export const isInterfaceLocale = (value: string): value is InterfaceLocale =>
  (INTERFACE_LOCALES as readonly string[]).includes(value);

/** The interface language for one BCP 47 tag, if the interface speaks it (zh-TW → zh-Hant). */
function interfaceLocaleFor(tag: string): InterfaceLocale | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag).maximize();
  } catch {
    return undefined;
  }
  if (locale.language === 'zh') return locale.script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  if (locale.language === 'pt') return 'pt-BR';
  return INTERFACE_LOCALES.find((known) => known === locale.language);
}

/** The first of the person's languages the interface speaks, else English. */
export function matchInterfaceLocale(requested: readonly string[]): InterfaceLocale {
  for (const tag of requested) {
    const match = interfaceLocaleFor(tag);
    if (match) return match;
  }
  return 'en';
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export const directionOf = (locale: InterfaceLocale): 'rtl' | 'ltr' =>
  RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';

/** How Chinese is written for a reader of `locale`: Traditional in zh-Hant, else Simplified. */
export const hanScriptOf = (locale: string): 'Hans' | 'Hant' =>
  locale === 'zh-Hant' ? 'Hant' : 'Hans';

/** The search language that goes with an interface language (zh-Hant → zh, pt-BR → pt). */
export const searchLanguageOf = (locale: InterfaceLocale): string =>
  new Intl.Locale(locale).language;
