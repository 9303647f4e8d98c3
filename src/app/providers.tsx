import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { ToastContext } from '../components/toast/toast-context';
import { createToastStore, type ToastStore } from '../components/toast/toast-store';
import { watchSystemTheme } from '../features/settings/theme';

type AppClients = { toasts: ToastStore; queryClient: QueryClient };

/** The app's toast store and query client; its background-refetch failures become toasts. */
function createAppClients(): AppClients {
  const toasts = createToastStore();
  const queryClient = createQueryClient({
    notify: (message) => toasts.show({ message, tone: 'error' }),
  });
  return { toasts, queryClient };
}

export function Providers({ children }: { children: ReactNode }) {
  const [{ toasts, queryClient }] = useState(createAppClients);
  useEffect(() => watchSystemTheme(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <ToastContext value={toasts}>{children}</ToastContext>
    </QueryClientProvider>
  );
}
