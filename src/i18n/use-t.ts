import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { i18n, t, type Translate } from './translate';

/**
 * `t` for a component: the component renders again when the interface language changes. Outside
 * the app's I18nProvider (a component rendered on its own) it reads the active language.
 */
export function useT(): Translate {
  return useContext(LinguiContext)?._ ?? t;
}

/** The active interface language, for Intl formats in components. */
export function useLocale(): string {
  return useContext(LinguiContext)?.i18n.locale ?? i18n.locale;
}
