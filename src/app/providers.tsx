import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { notify } from '../components/toast/notify';
import { watchSystemTheme } from '../features/settings/theme';
import { LanguageProvider } from '../i18n';

/**
 * The app's query client, made before the router, whose loaders fill the same cache;
 * background-refetch failures become toasts.
 */
export function createAppQueryClient(): QueryClient {
  return createQueryClient({ notify: (message) => notify({ message, tone: 'error' }) });
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
