import { onlineManager } from '@tanstack/react-query';

/** The header the app's service worker adds to a read it answers from its saved copy (scripts/vite-pwa.ts). */
export const SAVED_COPY_HEADER = 'sticker-saved-copy';

let outOfReach = false;
const listeners = new Set<() => void>();

function setOutOfReach(value: boolean) {
  if (value === outOfReach) return;
  outOfReach = value;
  for (const listener of listeners) listener();
}

/**
 * Whether the browser is online but the sticker service is not answering: the last request got no
 * answer, or the service worker answered it with a copy saved earlier. Offline is the browser's
 * own state (onlineManager), said apart.
 */
export function isServiceOutOfReach(): boolean {
  return outOfReach;
}

export function subscribeServiceReach(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the client with every answer a request gets. */
export function noteAnswer(response: Response): void {
  // Offline, a saved copy is what is expected; back online, it would say the service is down.
  const savedCopy = response.headers.has(SAVED_COPY_HEADER);
  if (!savedCopy || onlineManager.isOnline()) setOutOfReach(savedCopy);
}

/** Nothing on screen reads the service (Settings): nothing shown can be a saved copy. */
export function forgetServiceReach(): void {
  setOutOfReach(false);
}

/** Called by the client when a request got no answer (network error or its own timeout). */
export function noteNoAnswer(): void {
  if (onlineManager.isOnline()) setOutOfReach(true);
}
