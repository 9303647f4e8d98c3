import { knownLocale, type KnownLocale } from '../../lib/locales';
import { useSettings } from '../../lib/settings';

export type { KnownLocale };

/** The search's language and country, known codes only (see `knownLocale`). */
export function useKnownLocale(lang: string, countryCode: string): KnownLocale {
  return knownLocale(lang, countryCode, useSettings());
}
