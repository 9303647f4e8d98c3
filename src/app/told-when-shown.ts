import type { QueryClient } from '@tanstack/react-query';

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
