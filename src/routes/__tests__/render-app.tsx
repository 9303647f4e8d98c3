import { configure } from '@testing-library/react';
import { AppRoutes } from '../../app/router';
import { notify } from '../../components/toast/notify';
import {
  createTestQueryClient,
  renderWithProviders,
  type RenderOptions,
} from '../../testing/render';

// Route modules load lazily; their first transform in a test worker can take over a second.
configure({ asyncUtilTimeout: 4000 });

/** Renders the whole app (shell, lazy routes, toasts) at `route` over the msw fake service. */
export function renderApp(route: string, options: Omit<RenderOptions, 'route' | 'routes'> = {}) {
  return renderWithProviders(<AppRoutes />, {
    queryClient: createTestQueryClient((message) => notify({ message, tone: 'error' })),
    ...options,
    route,
  });
}

/**
 * Loads every route module once, so the first test of a file does not spend its wait on
 * transforming lazy routes (slow on a loaded machine).
 */
export async function preloadRoutes(): Promise<void> {
  await Promise.all(Object.values(import.meta.glob('../*.tsx')).map((load) => load()));
}
