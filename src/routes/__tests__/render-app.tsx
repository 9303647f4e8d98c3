import { configure, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { pageRoutes } from '../../app/route-table';
import { createRoutes } from '../../app/router';
import { notify } from '../../components/toast/notify';
import {
  createTestQueryClient,
  renderWithProviders,
  type RenderOptions,
} from '../../testing/render';

// Route modules load lazily; their first transform in a test worker can take over a second.
configure({ asyncUtilTimeout: 4000 });

/**
 * Renders the whole app (the app's own route objects: shell, lazy pages, loaders, error screen,
 * toasts) in a memory router at `route`, over the msw fake service.
 */
export function renderApp(route: string, options: Omit<RenderOptions, 'route' | 'routes'> = {}) {
  const queryClient =
    options.queryClient ?? createTestQueryClient((message) => notify({ message, tone: 'error' }));
  return renderWithProviders(null, {
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

const normalize = getDefaultNormalizer();
/** A toast's words as read: the marks isolating a name in it (U+2068, U+2069) are not seen. */
const asRead = (text: string) => normalize(text).replace(/[\u2068\u2069]/g, '');

/** The toast showing `text`, once it is visible (a toast fades in after it is added). */
export async function findNotice(text: string | RegExp): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  return waitFor(() => {
    const notice = within(region).getByText(text, { normalizer: asRead });
    expect(notice).toBeVisible();
    return notice;
  });
}
