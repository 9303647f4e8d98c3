import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { describeError } from '../api/describe-error';
import { findCachedPack } from '../api/pack-cache';
import { writerOf } from '../api/mutations/user-mutation';
import { notify } from '../components/toast/notify';
import { watchSystemTheme } from '../features/settings/theme';
import { getSettings, subscribeSettings } from '../lib/settings';
import { isolate, LanguageProvider } from '../i18n';
import { t } from '../i18n/translate';

/**
 * The app's query client, made before the router, whose loaders fill the same cache;
 * background-refetch failures, and writes queued before a reload that the service refused,
 * become toasts (another user's refusal once that user is shown).
 */
export function createAppQueryClient(): QueryClient {
  const tellWhenShown = toldWhenShown();
  const client = createQueryClient({
    notify: (message) => notify({ message, tone: 'error' }),
    onRestoredWriteFailed: (error, variables) => {
      const tell = () => {
        const reason = describeError(error).title;
        const pack = packNameOf(client, variables);
        notify({ message: refusedMessage(pack, madeOffline(variables), reason), tone: 'error' });
      };
      const writer = writerOf(variables);
      // Another user's change is theirs to hear about, once they are shown again.
      if (writer === undefined || writer === getSettings().userId) {
        tell();
        return;
      }
      // Told while the writer is shown: one shown away from them meanwhile waits for them again.
      const tellWriter = () =>
        tellOnceNamed(client, variables, () => {
          if (getSettings().userId === writer) tell();
          else tellWhenShown(writer, tellWriter);
        });
      tellWhenShown(writer, tellWriter);
    },
  });
  return client;
}

/** How long a refusal told to a user shown again waits for their saved lists to name the pack. */
const NAME_WAIT_MS = 2000;

/**
 * Tells once the cache can name the pack the write was about: a user shown again has their saved
 * lists read back a moment after Settings names them. Without a name by then, tells without it.
 */
function tellOnceNamed(client: QueryClient, variables: unknown, tell: () => void) {
  const named = () => !aboutAPack(variables) || packNameOf(client, variables) !== undefined;
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

function aboutAPack(variables: unknown): boolean {
  return typeof variables === 'object' && variables !== null && 'packageId' in variables;
}

/**
 * Keeps what is to be told to a user not shown now, and tells it once Settings shows that user
 * (in this tab: a reload forgets it, and their lists show the service's state either way).
 */
function toldWhenShown(): (userId: string, tell: () => void) => void {
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

/**
 * What a refused write restored after a reload says: one made online, that was still to be tried
 * again when the page was left, was not made offline.
 */
function refusedMessage(pack: string | undefined, offline: boolean, reason: string): string {
  if (offline) {
    return pack === undefined
      ? t('offline.refused', { reason })
      : t('offline.refusedPack', { pack: isolate(pack), reason });
  }
  return pack === undefined
    ? t('offline.refusedSaved', { reason })
    : t('offline.refusedPackSaved', { pack: isolate(pack), reason });
}

function madeOffline(variables: unknown): boolean {
  if (typeof variables !== 'object' || variables === null) return false;
  return (variables as { madeOffline?: unknown }).madeOffline === true;
}

/** The name of the pack a write was about, as a cached list or page shows it. */
function packNameOf(client: QueryClient, variables: unknown): string | undefined {
  if (typeof variables !== 'object' || variables === null) return;
  const { userId, packageId } = variables as { userId?: unknown; packageId?: unknown };
  if (typeof userId !== 'string' || typeof packageId !== 'number') return;
  const pack = findCachedPack(client, userId, packageId);
  return pack && 'packageName' in pack && typeof pack.packageName === 'string'
    ? pack.packageName
    : undefined;
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => watchSystemTheme(), []);
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LanguageProvider>
  );
}
