import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LanguageProvider } from '../i18n';
import { render, renderHook, type RenderHookOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { updateSettings, type Settings } from '../lib/settings';
import { getCurrentService } from './msw/service';

/** The app's query defaults without retries, so a failure shows at once. */
export function createTestQueryClient(notify?: (message: string) => void): QueryClient {
  const client = createQueryClient(notify ? { notify } : {});
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

type ProviderOptions = {
  queryClient?: QueryClient;
  settings?: Partial<Settings>;
  /** Extra providers the UI needs (toasts, theme), rendered inside the QueryClientProvider. */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

function prepare({ queryClient, settings, wrapper: Extra }: ProviderOptions) {
  if (settings) updateSettings(settings);
  const client = queryClient ?? createTestQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <LanguageProvider>
        <QueryClientProvider client={client}>
          {Extra ? <Extra>{children}</Extra> : children}
        </QueryClientProvider>
      </LanguageProvider>
    );
  }
  return { queryClient: client, service: getCurrentService(), Wrapper };
}

export type RenderOptions = ProviderOptions & {
  /** The initial URL. */
  route?: string;
  /** The app's routes; without them `ui` renders at every path. */
  routes?: RouteObject[];
};

/** Renders `ui` (or the given routes) in a memory router with a fresh QueryClient. */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { route = '/', routes, ...providerOptions } = options;
  const { queryClient, service, Wrapper } = prepare(providerOptions);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [route],
  });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { ...view, user, router, queryClient, service };
}

/** renderHook with a fresh QueryClient and the sticker service behind msw. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: ProviderOptions & Pick<RenderHookOptions<Props>, 'initialProps'> = {},
) {
  const { initialProps, ...providerOptions } = options;
  const { queryClient, service, Wrapper } = prepare(providerOptions);
  const view = renderHook(
    hook,
    initialProps === undefined ? { wrapper: Wrapper } : { wrapper: Wrapper, initialProps },
  );
  return { ...view, queryClient, service };
}
