import { useLocale } from '../../i18n';
import { hanScriptOf } from '../../lib/interface-locales';

/**
 * How the service should write Chinese words (trending terms, suggestions) for this reader: in
 * the interface's script, or left as they are in any other search language.
 */
export function useWordScript(lang: string): 'Hans' | 'Hant' | undefined {
  const locale = useLocale();
  return lang === 'zh' ? hanScriptOf(locale) : undefined;
}
