import { LANGUAGE_NAMES } from './locale-names';
import { languageName, standingAlone } from './locales';

const CODE_BY_ENGLISH_NAME = new Map(
  Object.entries(LANGUAGE_NAMES).map(([code, name]) => [name, code]),
);

/** The BCP 47 code of a pack's main language as the service names it, if the app knows it. */
export function packLanguageCode(serviceName: string | undefined): string | undefined {
  return serviceName ? CODE_BY_ENGLISH_NAME.get(serviceName.trim()) : undefined;
}

/**
 * A pack's main language in the interface language, as a label. The service names it in English
 * ("Russian", spec 2.4); a name the app has no code for is shown as the service wrote it.
 */
export function packLanguageName(serviceName: string, locale: string): string {
  const code = packLanguageCode(serviceName);
  return code ? standingAlone(languageName(code, locale), locale) : serviceName;
}
