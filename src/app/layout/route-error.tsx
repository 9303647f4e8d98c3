import { describeError } from '../../api/describe-error';
import { useAutoRetry } from '../../components/use-auto-retry';
import { useDocumentTitle } from '../../components/use-document-title';

/**
 * A page that crashed or whose code failed to load. Data errors never get here (lists show
 * ErrorPanel in place), so this stays plain and light: it is part of the first load.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { title, detail, unreachable = false } = describeError(error);
  // A page whose code could not be fetched loads it again (src/app/lazy-route.tsx).
  useAutoRetry(onRetry, unreachable);
  useDocumentTitle(unreachable ? 'Offline' : 'Something went wrong');
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-3xl border border-line bg-surface px-6 py-10 text-center shadow-sm"
    >
      <span aria-hidden="true" className="text-5xl leading-none">
        {unreachable ? '📡' : '🛠️'}
      </span>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted">{detail}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 min-h-11 rounded-full bg-accent px-5 text-sm font-medium text-white hover:bg-accent-hover"
      >
        Try again
      </button>
    </div>
  );
}
