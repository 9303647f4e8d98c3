import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { describeError } from '../api/describe-error';
import { notify } from '../components/toast/notify';
import { watchSystemTheme } from '../features/settings/theme';
import { LanguageProvider } from '../i18n';
import { t } from '../i18n/translate';

/**
 * The app's query client, made before the router, whose loaders fill the same cache;
 * background-refetch failures, and writes queued before a reload that the service refused,
 * become toasts.
 */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({
    notify: (message) => notify({ message, tone: 'error' }),
    onRestoredWriteFailed: (error) =>
      notify({
        message: t('offline.refused', { reason: describeError(error).title }),
        tone: 'error',
      }),
  });
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
