import { hanScriptOf } from './interface-locales';
import { interfaceLocaleOf, useSettings, type Settings } from './settings';

export type HanScript = 'Hans' | 'Hant';

/**
 * The words stickers and packs are named in: a search language and, for Chinese, the script the
 * person reads (their interface's). The catalogue's Chinese is Simplified; a reader of 繁體中文
 * asks for Traditional (the service's `script` extension).
 */
export type Naming = { lang: string; script?: HanScript };

export const namingIn = (lang: string, settings: Settings): Naming =>
  lang === 'zh' ? { lang, script: hanScriptOf(interfaceLocaleOf(settings)) } : { lang };

/** The person's naming, in `lang` when given (a search's `?lang=`), else their search language. */
export function useNaming(lang?: string): Naming {
  const settings = useSettings();
  return namingIn(lang ?? settings.lang, settings);
}
