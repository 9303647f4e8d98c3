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

export const isKnownLanguage = (code: string) =>
  (LANGUAGE_CODES as readonly string[]).includes(code);
export const isKnownCountry = (code: string) => (COUNTRY_CODES as readonly string[]).includes(code);

export type KnownLocale = {
  lang: string;
  countryCode: string;
  /** The link's codes that are not known, replaced by the defaults. */
  unknownLang?: string;
  unknownCountry?: string;
};

/**
 * A search's language and country: a code from the link that the app does not know (`x_y`,
 * `ZZZ`, `1`) gives way to the user's setting, or English and the US. The search route's loader
 * and the search page both read a link this way, so they ask for the same first page.
 */
export function knownLocale(
  lang: string,
  countryCode: string,
  settings: { lang: string; countryCode: string },
): KnownLocale {
  const langOk = isKnownLanguage(lang);
  const countryOk = isKnownCountry(countryCode);
  return {
    lang: langOk ? lang : isKnownLanguage(settings.lang) ? settings.lang : 'en',
    countryCode: countryOk
      ? countryCode
      : isKnownCountry(settings.countryCode)
        ? settings.countryCode
        : 'US',
    // An empty code is no code at all (a setting never made): nothing to name as unknown.
    ...(langOk || lang === '' ? {} : { unknownLang: lang }),
    ...(countryOk || countryCode === '' ? {} : { unknownCountry: countryCode }),
  };
}
