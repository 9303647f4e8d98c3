import { useLingui } from '@lingui/react';
import type { Translate } from './translate';

/** `t` for a component: the component renders again when the interface language changes. */
export function useT(): Translate {
  return useLingui()._;
}

/** The active interface language, for Intl formats in components. */
export function useLocale(): string {
  return useLingui().i18n.locale;
}
