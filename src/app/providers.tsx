import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { ToastContext } from '../components/toast/toast-context';
import { createToastStore } from '../components/toast/toast-store';
import { watchSystemTheme } from '../features/settings/theme';

export function Providers({ children }: { children: ReactNode }) {
  const [toasts] = useState(createToastStore);
  const [queryClient] = useState(() =>
    createQueryClient({ notify: (message) => toasts.show({ message, tone: 'error' }) }),
  );
  useEffect(() => watchSystemTheme(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <ToastContext value={toasts}>{children}</ToastContext>
    </QueryClientProvider>
  );
}
