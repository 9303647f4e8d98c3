import { useSettings } from '../../lib/settings';
import { isKnownCountry, isKnownLanguage } from '../../lib/locales';

export type KnownLocale = {
  lang: string;
  countryCode: string;
  /** The link's codes that are not known, replaced by the defaults. */
  unknownLang?: string;
  unknownCountry?: string;
};

/**
 * The search's language and country: a code from the link that the app does not know (`x_y`,
 * `ZZZ`, `1`) gives way to the user's setting, or English and the US.
 */
export function useKnownLocale(lang: string, countryCode: string): KnownLocale {
  const settings = useSettings();
  const langOk = isKnownLanguage(lang);
  const countryOk = isKnownCountry(countryCode);
  return {
    lang: langOk ? lang : isKnownLanguage(settings.lang) ? settings.lang : 'en',
    countryCode: countryOk
      ? countryCode
      : isKnownCountry(settings.countryCode)
        ? settings.countryCode
        : 'US',
    ...(langOk ? {} : { unknownLang: lang }),
    ...(countryOk ? {} : { unknownCountry: countryCode }),
  };
}
