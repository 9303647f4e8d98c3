import { readFileSync } from 'node:fs';

/** The interface languages the e2e tests read the app in. */
export type TestLocale = 'en' | 'ja' | 'ar' | 'de' | 'ko' | 'ru' | 'tr' | 'es' | 'pt-BR';

type Catalogue = Record<string, string>;

const catalogues = new Map<TestLocale, Catalogue>();

function catalogue(locale: TestLocale): Catalogue {
  let read = catalogues.get(locale);
  if (!read) {
    const url = new URL(`../../src/i18n/catalogues/${locale}.json`, import.meta.url);
    read = JSON.parse(readFileSync(url, 'utf8')) as Catalogue;
    catalogues.set(locale, read);
  }
  return read;
}

/**
 * What the app shows for a message without plurals or markup, in `locale`: the tests look for the
 * words a person reads, taken from the same catalogue the app uses.
 */
export function message(
  locale: TestLocale,
  id: string,
  values: Record<string, string | number> = {},
): string {
  // No fallback to English: a test in another language fails until the message is translated.
  const text = catalogue(locale)[id];
  if (!text) throw new Error(`${locale} has no translation for ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The app's names for "loading…" in `locale`, for waiting until a page has loaded. */
export function loadingPattern(locale: TestLocale): RegExp {
  const ids = Object.keys(catalogue('en')).filter((id) => /loading/i.test(id));
  const texts = ids.map((id) => message(locale, id).replace(/[….]+$/, ''));
  const escaped = texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(${escaped.join('|')})`);
}

/** A name as a toast holds it: isolated (U+2068 … U+2069) from the sentence round it. */
export function isolated(name: string): string {
  return `\u2068${name}\u2069`;
}
