import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { describeError } from '../api/describe-error';
import { findCachedPack } from '../api/pack-cache';
import { writerOf } from '../api/mutations/user-mutation';
import { notify } from '../components/toast/notify';
import { watchSystemTheme } from '../features/settings/theme';
import { getSettings } from '../lib/settings';
import { tellOnceNamed } from './told-when-shown';
import { tellWhenShown } from '../lib/tell-when-shown';
import { isolate, LanguageProvider } from '../i18n';
import { t } from '../i18n/translate';

/**
 * The app's query client, made before the router, whose loaders fill the same cache;
 * background-refetch failures, and writes queued before a reload that the service refused,
 * become toasts (another user's refusal once that user is shown).
 */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient({
    notify: (message) => notify({ message, tone: 'error' }),
    onRestoredWriteFailed: (error, variables) => {
      const tell = () => {
        const reason = describeError(error).title;
        const pack = packNameOf(client, variables);
        const receiver = giftReceiverOf(variables);
        const message =
          receiver === undefined
            ? refusedMessage(pack, madeOffline(variables), reason)
            : refusedGiftMessage(pack, receiver, reason);
        notify({ message, tone: 'error' });
      };
      const writer = writerOf(variables);
      // Another user's change is theirs to hear about, once they are shown again.
      if (writer === undefined || writer === getSettings().userId) {
        tell();
        return;
      }
      const named = () => !aboutAPack(variables) || packNameOf(client, variables) !== undefined;
      // Told while the writer is shown: one shown away from them meanwhile waits for them again.
      const tellWriter = () =>
        tellOnceNamed(client, named, () => {
          if (getSettings().userId === writer) tell();
          else tellWhenShown(writer, tellWriter);
        });
      tellWhenShown(writer, tellWriter);
    },
  });
  return client;
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

/**
 * A gift names its receiver: "a change to the pack" would not say which gift failed. Said as the
 * gift dialog says a refusal (send-gift-dialog.tsx), where the pack's name is known.
 */
function refusedGiftMessage(pack: string | undefined, receiver: string, reason: string): string {
  return pack === undefined
    ? t('offline.refusedGiftUnnamed', { receiver: isolate(receiver), reason })
    : t('gift.send.refused', { pack: isolate(pack), receiver: isolate(receiver), reason });
}

function giftReceiverOf(variables: unknown): string | undefined {
  if (typeof variables !== 'object' || variables === null) return undefined;
  const { receiveUserId } = variables as { receiveUserId?: unknown };
  return typeof receiveUserId === 'string' ? receiveUserId : undefined;
}

function madeOffline(variables: unknown): boolean {
  if (typeof variables !== 'object' || variables === null) return false;
  return (variables as { madeOffline?: unknown }).madeOffline === true;
}

function aboutAPack(variables: unknown): boolean {
  return typeof variables === 'object' && variables !== null && 'packageId' in variables;
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
