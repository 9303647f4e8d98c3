import { formatter } from '@lingui/format-json';
import type { LinguiConfig } from '@lingui/conf';
import { INTERFACE_LOCALES } from './src/lib/interface-locales.ts';

/**
 * The catalogues, one JSON file per language (ICU messages under explicit ids), compiled by the
 * Vite plugin when a catalogue is imported. A message missing from a catalogue falls back to
 * English at compile time. `npm run i18n:extract` keeps the files in line with the code.
 */
const config: LinguiConfig = {
  locales: [...INTERFACE_LOCALES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/i18n/catalogues/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ style: 'minimal' }),
};

export default config;
