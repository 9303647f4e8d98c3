import { capitalise } from './capitalise';
import { COUNTRY_NAMES, LANGUAGE_NAMES } from './locale-names';

export { isKnownCountry, isKnownLanguage, knownLocale, type KnownLocale } from './locale-codes';

export type Option = { value: string; label: string };

type NameType = 'language' | 'region';

const displayNames = new Map<string, Intl.DisplayNames | null>();
const collators = new Map<string, Intl.Collator>();

/** Intl's name of a code in `locale`; built on first use (see locale-names.ts). */
function intlName(type: NameType, code: string, locale: string): string {
  const key = `${type}:${locale}`;
  if (!displayNames.has(key)) {
    try {
      displayNames.set(key, new Intl.DisplayNames([locale, 'en'], { type }));
    } catch {
      displayNames.set(key, null);
    }
  }
  try {
    return displayNames.get(key)?.of(code) ?? code;
  } catch {
    // of() throws a RangeError for a code that is not well-formed (a link's `?lang=x_y`).
    return code;
  }
}

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

// English names come from the tables, which cost no Intl data; other languages ask Intl.
function nameFrom(table: Record<string, string>, type: NameType) {
  return (code: string, locale = 'en') =>
    (locale === 'en' && Object.hasOwn(table, code) ? table[code] : undefined) ??
    intlName(type, code, locale);
}

/**
 * Name of a language or region code in the interface language, or the code when it has none, as
 * it is written inside a sentence: Intl writes "английский", "français" (CLDR's middle of a
 * sentence).
 */
export const languageName = nameFrom(LANGUAGE_NAMES, 'language');
export const countryName = nameFrom(COUNTRY_NAMES, 'region');

/**
 * A name as it stands alone, in a menu or as a label: with a capital, as CLDR's context
 * transforms ask for Russian, French, Turkish and the others that write it in lower case within
 * a sentence ("Английский"). Scripts without case are unchanged.
 */
export const standingAlone = (name: string, locale: string): string => capitalise(name, locale);

/** The tables' options in reading order; a code they lack is sorted in with Intl. */
function optionsFor(
  table: Record<string, string>,
  type: NameType,
  current: string,
  locale: string,
): Option[] {
  if (locale !== 'en') {
    const codes = Object.keys(table);
    if (current && !Object.hasOwn(table, current)) codes.push(current);
    const byLabel = collatorFor(locale);
    return codes
      .map((value) => ({ value, label: standingAlone(intlName(type, value, locale), locale) }))
      .sort((a, b) => byLabel.compare(a.label, b.label));
  }
  const options = Object.entries(table).map(([value, label]) => ({ value, label }));
  if (!current || Object.hasOwn(table, current)) return options;
  return [...options, { value: current, label: intlName(type, current, 'en') }].sort((a, b) =>
    collatorFor('en').compare(a.label, b.label),
  );
}

export const languageOptions = (current = '', locale = 'en') =>
  optionsFor(LANGUAGE_NAMES, 'language', current, locale);
export const countryOptions = (current = '', locale = 'en') =>
  optionsFor(COUNTRY_NAMES, 'region', current, locale);
