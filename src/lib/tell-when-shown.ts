import { getSettings, subscribeSettings } from './settings-store';

const waiting = new Map<string, (() => void)[]>();
let stopWatching: (() => void) | undefined;

function tellShownUser() {
  const shown = getSettings().userId;
  const tells = waiting.get(shown);
  if (!tells) return;
  waiting.delete(shown);
  if (waiting.size === 0) {
    stopWatching?.();
    stopWatching = undefined;
  }
  tells.forEach((tell) => tell());
}

/**
 * Keeps what is to be told to a user not shown now, and tells it once Settings shows that user
 * (in this tab: a reload forgets it, and their lists show the service's state either way).
 */
export function tellWhenShown(userId: string, tell: () => void): void {
  waiting.set(userId, [...(waiting.get(userId) ?? []), tell]);
  stopWatching ??= subscribeSettings(tellShownUser);
}

/** Tells now if `userId` is the user shown, else once Settings shows them. */
export function tellUser(userId: string, tell: () => void): void {
  if (getSettings().userId === userId) tell();
  else tellWhenShown(userId, tell);
}
