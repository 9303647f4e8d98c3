import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { pageRoutes } from '../../app/route-table';
import { createRoutes } from '../../app/router';
import { ToastContext } from '../../components/toast/toast-context';
import { createToastStore } from '../../components/toast/toast-store';
import {
  createTestQueryClient,
  renderWithProviders,
  type RenderOptions,
} from '../../testing/render';

// Route modules load lazily; their first transform in a test worker can take over a second.
configure({ asyncUtilTimeout: 4000 });

/**
 * Renders the whole app (the app's own route objects: shell, lazy pages, loaders, error screen)
 * in a memory router at `route`, over the msw fake service.
 */
export function renderApp(route: string, options: Omit<RenderOptions, 'route' | 'routes'> = {}) {
  const toasts = createToastStore();
  function Toasts({ children }: { children: ReactNode }) {
    return <ToastContext value={toasts}>{children}</ToastContext>;
  }
  const queryClient =
    options.queryClient ??
    createTestQueryClient((message) => toasts.show({ message, tone: 'error' }));
  return renderWithProviders(null, {
    wrapper: Toasts,
    ...options,
    queryClient,
    route,
    routes: createRoutes(queryClient),
  });
}

/**
 * Loads every route module once, so the first test of a file does not spend its wait on
 * transforming lazy routes (slow on a loaded machine).
 */
export async function preloadRoutes(): Promise<void> {
  await Promise.all(pageRoutes.map((route) => route.load()));
}
