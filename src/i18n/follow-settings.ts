import { getSettings, interfaceLocaleOf, subscribeSettings } from '../lib/settings';
import { activateLocale } from './activate';

function applyChosenLanguage(): Promise<void> {
  return activateLocale(interfaceLocaleOf(getSettings())).catch((cause: unknown) => {
    // Offline before the catalogue was ever fetched: the interface stays in its language.
    console.warn('The interface language could not be loaded.', cause);
  });
}

/** Keeps the interface in the language the settings name; resolves once the first is in. */
export function followInterfaceLanguage(): Promise<void> {
  subscribeSettings(() => void applyChosenLanguage());
  return applyChosenLanguage();
}
