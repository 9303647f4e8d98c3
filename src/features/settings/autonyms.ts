import type { InterfaceLocale } from '../../lib/interface-locales';

/** Each language's name in itself, as a person looks for their own language in a list. */
export const AUTONYMS: Record<InterfaceLocale, string> = {
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ru: 'Русский',
  tr: 'Türkçe',
  ar: 'العربية',
};
