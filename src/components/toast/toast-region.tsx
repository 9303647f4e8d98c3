import { lazy, Suspense } from 'react';

const AppToaster = lazy(() => import('./toaster'));

/** The live region for notices; sonner loads in its own chunk, off the first page's path. */
export function ToastRegion() {
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
