import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { PageSkeleton } from './layout/page-skeleton';
import { RouteError } from './layout/route-error';
import { wholeCatalogue } from '../i18n';
import { lazyRoute } from './lazy-route';
import { pageRoutes, type PageModule, type PageRoute } from './route-table';

/**
 * A page's component once its code has loaded. The router keeps a failed `lazy` for good, so a
 * page whose code could not be fetched becomes one that imports it again when rendered, and
 * can be retried from the error screen (lazy-route.tsx).
 */
async function pageComponent(load: () => Promise<PageModule>): Promise<ComponentType> {
  try {
    return (await load()).default;
  } catch {
    return lazyRoute(load);
  }
}

/** A page's code, and the rest of its language's messages (the search page's are in the first load). */
async function pageWithMessages(path: string, load: () => Promise<PageModule>) {
  if (path === '/') return pageComponent(load);
  const [component] = await Promise.all([pageComponent(load), wholeCatalogue()]);
  return component;
}

function pageRoute(queryClient: QueryClient, { path, load, prefetch }: PageRoute): RouteObject {
  return {
    path,
    // The loader is static, not in the page's chunk: the data request starts with the navigation,
    // beside the page's code, and the page reads it from the cache.
    ...(prefetch && {
      loader: (args) => {
        prefetch(queryClient, args).catch(() => undefined);
        return null;
      },
    }),
    lazy: async () => ({ Component: await pageWithMessages(path, load) }),
  };
}

/**
 * The app's route objects, from the route table. The shell stays while a page loads or fails:
 * its error screen and its loading frame (first load only) render inside the shell.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: AppShell,
      children: [
        {
          errorElement: <RouteError />,
          HydrateFallback: PageSkeleton,
          children: pageRoutes.map((route) => pageRoute(queryClient, route)),
        },
      ],
    },
  ];
}
