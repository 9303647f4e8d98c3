import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { ToastContext } from '../components/toast/toast-context';
import { createToastStore, type ToastStore } from '../components/toast/toast-store';
import { watchSystemTheme } from '../features/settings/theme';

export type AppClients = { toasts: ToastStore; queryClient: QueryClient };

/**
 * The app's toast store and query client, made before the router, whose loaders fill the same
 * cache; background-refetch failures become toasts.
 */
export function createAppClients(): AppClients {
  const toasts = createToastStore();
  const queryClient = createQueryClient({
    notify: (message) => toasts.show({ message, tone: 'error' }),
  });
  return { toasts, queryClient };
}

export function Providers({ clients, children }: { clients: AppClients; children: ReactNode }) {
  useEffect(() => watchSystemTheme(), []);
  return (
    <QueryClientProvider client={clients.queryClient}>
      <ToastContext value={clients.toasts}>{children}</ToastContext>
    </QueryClientProvider>
  );
}
