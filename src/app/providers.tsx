import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { notify } from '../components/toast/notify';
import { watchSystemTheme } from '../features/settings/theme';

/** The app's query client; its background-refetch failures become toasts. */
function createAppQueryClient() {
  return createQueryClient({ notify: (message) => notify({ message, tone: 'error' }) });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  useEffect(() => watchSystemTheme(), []);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
