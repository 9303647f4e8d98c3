import { lazy, type ComponentType } from 'react';
import type { PageModule } from './route-table';

const failed = new Set<() => Promise<void>>();

/**
 * React.lazy for a route page that can be tried again: React.lazy keeps a failed import for good,
 * so a page whose code could not be fetched (the server out of reach) is imported anew by
 * `retryFailedRoutes`, and its next render uses what that import brought.
 */
export function lazyRoute(load: () => Promise<PageModule>): ComponentType {
  const lazyFrom = (loading: () => Promise<PageModule>) =>
    lazy(() =>
      loading().catch((error: unknown) => {
        failed.add(retry);
        throw error;
      }),
    );
  let current = lazyFrom(load);
  async function retry() {
    const page = await load();
    current = lazyFrom(() => Promise.resolve(page));
  }
  return function LazyRoute() {
    const Page = current;
    return <Page />;
  };
}

/**
 * Imports again every page whose code failed to load; resolves true once all of them loaded, so
 * a retry can wait for the code before it leaves the error screen.
 */
export async function retryFailedRoutes(): Promise<boolean> {
  const retries = [...failed];
  const results = await Promise.allSettled(retries.map((retry) => retry()));
  results.forEach((result, i) => {
    const retry = retries[i];
    if (result.status === 'fulfilled' && retry) failed.delete(retry);
  });
  return failed.size === 0;
}
