import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';

// index.html reads the same key before first paint to avoid a flash of the wrong theme.
const STORAGE_KEY = 'sticker-browser:theme';
const listeners = new Set<() => void>();

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function getThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function applyTheme(preference = getThemePreference()): void {
  const dark = preference === 'dark' || (preference === 'system' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Without storage the choice still applies to this visit.
  }
  applyTheme(preference);
  listeners.forEach((l) => l());
}

/**
 * Keeps the page in step with the OS setting while the preference is "system", and with a
 * preference chosen in another tab.
 */
export function watchSystemTheme(): () => void {
  const onChange = () => applyTheme();
  const stopWatchingTabs = subscribe(onChange);
  if (typeof matchMedia !== 'function') return stopWatchingTabs;
  const query = matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', onChange);
  return () => {
    stopWatchingTabs();
    query.removeEventListener('change', onChange);
  };
}

/** Told of changes made here and in the app's other tabs (whose writes fire `storage` here). */
function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getThemePreference, () => 'system');
}
