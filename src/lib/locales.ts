import { COUNTRY_CODES, LANGUAGE_CODES } from './locale-codes';

export { isKnownCountry, isKnownLanguage, knownLocale, type KnownLocale } from './locale-codes';

export type Option = { value: string; label: string };

function displayNames(type: 'language' | 'region'): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(['en'], { type });
    // of() throws a RangeError for a code that is not well-formed (a link's `?lang=x_y`).
    return (code) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  } catch {
    return (code) => code;
  }
}

/** English name of a language or region code, or the code itself when it has none. */
export const languageName = displayNames('language');
export const countryName = displayNames('region');

function optionsFor(
  codes: readonly string[],
  type: 'language' | 'region',
  current: string,
): Option[] {
  const nameOf = type === 'language' ? languageName : countryName;
  const all = current && !codes.includes(current) ? [...codes, current] : codes;
  return all
    .map((code) => ({ value: code, label: nameOf(code) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export const languageOptions = (current = '') => optionsFor(LANGUAGE_CODES, 'language', current);
export const countryOptions = (current = '') => optionsFor(COUNTRY_CODES, 'region', current);
