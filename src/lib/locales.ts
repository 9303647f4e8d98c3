import { COUNTRY_NAMES, LANGUAGE_NAMES } from './locale-names';

export { isKnownCountry, isKnownLanguage, knownLocale, type KnownLocale } from './locale-codes';

export type Option = { value: string; label: string };

type NameType = 'language' | 'region';

const displayNames = new Map<NameType, Intl.DisplayNames | null>();

/** Intl's name of a code the tables do not hold; built on first use (see locale-names.ts). */
function intlName(type: NameType, code: string): string {
  if (!displayNames.has(type)) {
    try {
      displayNames.set(type, new Intl.DisplayNames(['en'], { type }));
    } catch {
      displayNames.set(type, null);
    }
  }
  try {
    return displayNames.get(type)?.of(code) ?? code;
  } catch {
    // of() throws a RangeError for a code that is not well-formed (a link's `?lang=x_y`).
    return code;
  }
}

function nameFrom(table: Record<string, string>, type: NameType) {
  return (code: string) =>
    (Object.hasOwn(table, code) ? table[code] : undefined) ?? intlName(type, code);
}

/** English name of a language or region code, or the code itself when it has none. */
export const languageName = nameFrom(LANGUAGE_NAMES, 'language');
export const countryName = nameFrom(COUNTRY_NAMES, 'region');

/** The tables' options in their own (reading) order; a code they lack is sorted in with Intl. */
function optionsFor(table: Record<string, string>, type: NameType, current: string): Option[] {
  const options = Object.entries(table).map(([value, label]) => ({ value, label }));
  if (!current || Object.hasOwn(table, current)) return options;
  const byLabel = new Intl.Collator('en');
  return [...options, { value: current, label: intlName(type, current) }].sort((a, b) =>
    byLabel.compare(a.label, b.label),
  );
}

export const languageOptions = (current = '') => optionsFor(LANGUAGE_NAMES, 'language', current);
export const countryOptions = (current = '') => optionsFor(COUNTRY_NAMES, 'region', current);
