import type { QueryClient } from '@tanstack/react-query';
import { noteWritesKept } from '../api/persistence/writes-kept';
import { notify } from '../components/toast/notify';
import { t } from '../i18n/translate';
import { afterFirstScreen } from './after-first-screen';

const sayDropped = (count: number) =>
  notify({ message: t('offline.dropped', { count }), tone: 'error' });

/**
 * Restores and keeps saving the query cache (src/api/persistence), and follows the writes other
 * tabs make (api/invalidation.ts), in a chunk of its own, loaded
 * at once when `now` (offline: the first page needs it), or else once the first screen is done;
 * then, once the first screen is done, deletes other users' saved lists too old to be restored.
 */
export function keepCacheOffline(
  queryClient: QueryClient,
  { now }: { now: boolean },
): Promise<void> {
  const start = () =>
    Promise.all([import('../api/persistence/persist-cache'), import('../api/invalidation')]).then(
      async ([{ persistCache, dropStaleLists }, { followOtherTabsWrites }]) => {
        followOtherTabsWrites(queryClient);
        await persistCache(queryClient, undefined, sayDropped);
        // Left for the next start if it fails: the lists are of no use, not in the way.
        afterFirstScreen(() => void dropStaleLists().catch(() => undefined));
      },
    );
  const started = now
    ? start()
    : new Promise<unknown>((resolve) => afterFirstScreen(() => resolve(start())));
  return started.then(
    () => undefined,
    (cause: unknown) => {
      // Not started (its code could not load: offline before the page had it): changes made
      // now live in this page only, and the person is told so as where storage is denied.
      noteWritesKept(false);
      console.warn('The offline copy of the lists could not be read.', cause);
    },
  );
}
