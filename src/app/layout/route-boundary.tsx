import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageSkeleton } from './page-skeleton';

/** Per-route error boundary: a crash or failed chunk load in one page leaves the shell usable. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          resetKeys={[pathname]}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <ErrorPanel error={error} onRetry={resetErrorBoundary} headingLevel={1} />
          )}
        >
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
