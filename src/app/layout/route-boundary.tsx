import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { retryFailedRoutes } from '../lazy-route';
import { PageSkeleton } from './page-skeleton';
import { RouteError } from './route-error';

/**
 * Per-route error boundary: a crash or failed chunk load in one page leaves the shell usable.
 * Queries report their errors in place (no throwOnError), so no QueryErrorResetBoundary.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <RouteError
          error={error}
          // A page whose code failed to load leaves the error screen once that code has arrived.
          onRetry={() => void retryFailedRoutes().then((loaded) => loaded && resetErrorBoundary())}
        />
      )}
    >
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
