import { getSettings, interfaceLocaleOf, subscribeSettings } from '../lib/settings';
import { activateLocale } from './activate';

function applyChosenLanguage(whole = true): Promise<void> {
  return activateLocale(interfaceLocaleOf(getSettings()), { whole }).catch((cause: unknown) => {
    // Offline before the catalogue was ever fetched: the interface stays in its language.
    console.warn('The interface language could not be loaded.', cause);
  });
}

/** Keeps the interface in the language the settings name; resolves once the first is in. */
export function followInterfaceLanguage(): Promise<void> {
  subscribeSettings(() => void applyChosenLanguage());
  // The search page needs only English's first part: the rest comes with another page.
  return applyChosenLanguage(false);
}
