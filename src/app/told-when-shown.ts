import type { QueryClient } from '@tanstack/react-query';
import { getSettings, subscribeSettings } from '../lib/settings';

/** How long a refusal told to a user shown again waits for their saved lists to name the pack. */
const NAME_WAIT_MS = 2000;

/**
 * Tells once `named` says the cache can name what it is about: a user shown again has their saved
 * lists read back a moment after Settings names them. Without a name by then, tells without it.
 */
export function tellOnceNamed(client: QueryClient, named: () => boolean, tell: () => void) {
  if (named()) {
    tell();
    return;
  }
  const done = () => {
    stopWatching();
    clearTimeout(timer);
    tell();
  };
  const stopWatching = client.getQueryCache().subscribe(() => {
    if (named()) done();
  });
  const timer = setTimeout(done, NAME_WAIT_MS);
}

/**
 * Keeps what is to be told to a user not shown now, and tells it once Settings shows that user
 * (in this tab: a reload forgets it, and their lists show the service's state either way).
 */
export function toldWhenShown(): (userId: string, tell: () => void) => void {
  const waiting = new Map<string, (() => void)[]>();
  let stopWatching: (() => void) | undefined;
  const tellShownUser = () => {
    const shown = getSettings().userId;
    const tells = waiting.get(shown);
    if (!tells) return;
    waiting.delete(shown);
    if (waiting.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
    tells.forEach((tell) => tell());
  };
  return (userId, tell) => {
    waiting.set(userId, [...(waiting.get(userId) ?? []), tell]);
    stopWatching ??= subscribeSettings(tellShownUser);
  };
}
