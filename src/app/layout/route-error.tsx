import { ErrorPanel } from '../../components/ui/error-panel';
import { useDocumentTitle } from '../../components/use-document-title';

export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useDocumentTitle('Something went wrong');
  return <ErrorPanel error={error} onRetry={onRetry} headingLevel={1} />;
}
