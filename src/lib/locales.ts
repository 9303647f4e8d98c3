// prettier-ignore
export const LANGUAGE_CODES = [
  'en', 'ko', 'ja', 'zh', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ru', 'uk', 'pl', 'tr', 'ar', 'he',
  'fa', 'hi', 'bn', 'ur', 'id', 'ms', 'th', 'vi', 'fil', 'sv', 'no', 'da', 'fi', 'cs', 'sk', 'hu',
  'ro', 'bg', 'el', 'hr', 'sr', 'ca', 'ta', 'te', 'sw',
] as const;

// prettier-ignore
export const COUNTRY_CODES = [
  'US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'IN', 'KR', 'JP', 'CN', 'TW', 'HK', 'SG', 'MY', 'ID', 'TH',
  'VN', 'PH', 'ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'BR', 'PT', 'FR', 'BE', 'CH', 'DE', 'AT', 'IT',
  'NL', 'SE', 'NO', 'DK', 'FI', 'PL', 'CZ', 'HU', 'RO', 'GR', 'TR', 'RU', 'UA', 'IL', 'SA', 'AE',
  'EG', 'ZA', 'NG', 'KE',
] as const;

export type Option = { value: string; label: string };

export const isKnownLanguage = (code: string) =>
  (LANGUAGE_CODES as readonly string[]).includes(code);
export const isKnownCountry = (code: string) => (COUNTRY_CODES as readonly string[]).includes(code);

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
