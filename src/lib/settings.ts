import { useSyncExternalStore } from 'react';
import { getSettings, subscribeSettings, type Settings } from './settings-store';

export {
  defaultSettings,
  getSettings,
  interfaceLocaleOf,
  localeDefaults,
  reloadSettings,
  subscribeSettings,
  updateSettings,
  type Settings,
} from './settings-store';

export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}
