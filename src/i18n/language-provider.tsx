import { LinguiContext } from '@lingui/react';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './translate';

// Counts i18n's changes: a language activated, or messages added to one (English's rest).
let changes = 0;
i18n.on('change', () => {
  changes += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const changeCount = () => changes;

/**
 * Gives components the active language (useT, RichMessage) and renders them again when it
 * changes. Lingui's own I18nProvider does the same with more code than the first load has room
 * for.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const version = useSyncExternalStore(subscribe, changeCount, changeCount);
  const value = useMemo(() => ({ i18n, _: i18n._.bind(i18n), version }), [version]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
