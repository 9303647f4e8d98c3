import { describeError } from '../../api/describe-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { ErrorPanel } from '../../shared/error-panel';

/**
 * A page that crashed or whose code failed to load (data errors show in place, in the page's own
 * ErrorPanel). A page whose code could not be fetched retries by itself (src/app/lazy-route.tsx).
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useDocumentTitle(describeError(error).unreachable ? 'Offline' : 'Something went wrong');
  return <ErrorPanel error={error} onRetry={onRetry} headingLevel={1} />;
}
