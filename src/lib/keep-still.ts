import { useSyncExternalStore } from 'react';

// The app's own way to stop moving stickers (WCAG 2.2.2), beside the system's reduced motion.
const STORAGE_KEY = 'sticker-browser:keep-still';
const listeners = new Set<() => void>();

/** Whether the person asked, in Settings, for stickers that do not move. */
export function getKeepStill(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setKeepStill(keepStill: boolean): void {
  try {
    if (keepStill) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the choice still applies to this visit.
  }
  listeners.forEach((listener) => listener());
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

export function useKeepStill(): boolean {
  return useSyncExternalStore(subscribe, getKeepStill, () => false);
}
