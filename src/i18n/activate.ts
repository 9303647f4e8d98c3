import type { Messages } from '@lingui/core';
import { messages as englishFirst } from './catalogues/en.json?catalogue=first';
import { directionOf, type InterfaceLocale } from '../lib/interface-locales';
import { i18n } from './translate';

// The English messages of the shell and the search page are in the first load; the rest of
// English, and every other language whole, is a chunk of its own, fetched when needed and kept.
const wholeCatalogues = import.meta.glob<Messages>(
  ['./catalogues/*.json', '!./catalogues/en.json'],
  { query: '?catalogue=all', import: 'messages' },
);

i18n.load('en', englishFirst);
i18n.activate('en');

const loaded = new Map<string, Promise<void>>();

function loadOnce(locale: string, load: () => Promise<Messages>): Promise<void> {
  let loading = loaded.get(locale);
  if (!loading) {
    // i18n.load adds to what a language already has.
    loading = load().then((messages) => i18n.load(locale, messages));
    // A failed fetch (offline) is tried again the next time.
    loading.catch(() => loaded.delete(locale));
    loaded.set(locale, loading);
  }
  return loading;
}

function loadWhole(locale: InterfaceLocale): Promise<void> {
  if (locale === 'en')
    return loadOnce('en', () =>
      import('./catalogues/en.json?catalogue=rest').then((module) => module.messages),
    );
  const load = wholeCatalogues[`./catalogues/${locale}.json`];
  if (!load) return Promise.reject(new Error(`No catalogue for ${locale}`));
  return loadOnce(locale, load);
}

/**
 * Resolves once every message of the language in force is in: pages other than the search page
 * wait for it beside their code (router.tsx). Never rejects: a page without its words still works.
 */
export function wholeCatalogue(): Promise<void> {
  return loadWhole(i18n.locale as InterfaceLocale).catch(() => undefined);
}

let wanted: InterfaceLocale = 'en';

/**
 * Switches the interface to `locale` once its catalogue is in, with `<html lang>` and `dir`;
 * when languages are switched quickly, the last one asked for wins. English starts with its
 * first part only unless `whole` (a switch back to English from another language).
 */
export async function activateLocale(
  locale: InterfaceLocale,
  { whole = true } = {},
): Promise<void> {
  wanted = locale;
  if (locale !== 'en' || whole) await loadWhole(locale);
  if (wanted !== locale) return;
  if (i18n.locale !== locale) i18n.activate(locale);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}
