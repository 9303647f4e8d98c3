import type { Messages } from '@lingui/core';
import { messages as english } from './catalogues/en.json?lingui';
import { directionOf, type InterfaceLocale } from '../lib/interface-locales';
import { i18n } from './translate';

// English is in the first load; every other catalogue is a chunk of its own, fetched only when
// its language is chosen, and kept once loaded.
const lazyCatalogues = import.meta.glob<Messages>(
  ['./catalogues/*.json', '!./catalogues/en.json'],
  { query: '?lingui', import: 'messages' },
);

i18n.load('en', english);
i18n.activate('en');

const loaded = new Set<string>(['en']);
let wanted: InterfaceLocale = 'en';

async function loadCatalogue(locale: InterfaceLocale): Promise<void> {
  if (loaded.has(locale)) return;
  const load = lazyCatalogues[`./catalogues/${locale}.json`];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  i18n.load(locale, await load());
  loaded.add(locale);
}

/**
 * Switches the interface to `locale` once its catalogue is in, with `<html lang>` and `dir`;
 * when languages are switched quickly, the last one asked for wins.
 */
export async function activateLocale(locale: InterfaceLocale): Promise<void> {
  wanted = locale;
  await loadCatalogue(locale);
  if (wanted !== locale) return;
  if (i18n.locale !== locale) i18n.activate(locale);
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}
