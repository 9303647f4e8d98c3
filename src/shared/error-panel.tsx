import { Link } from 'react-router';
// Direct module paths: this panel is in the first load, and the api barrel would pull in zod.
import { isApiError } from '../api/api-error';
import { describeError } from '../api/describe-error';
import { ResultCode } from '../../contract/error-codes';
import { useAutoRetry } from '../components/use-auto-retry';
import { useRetryAfter } from '../components/use-retry-after';
import { Button, buttonClass } from '../components/ui/button';
import { RefreshIcon } from '../components/ui/icons';
import { useT } from '../i18n';
import { OfflinePanel } from './offline/offline-panel';
import { useOnline } from './offline/use-online';

type ErrorPanelProps = {
  error: unknown;
  onRetry?: () => void;
  /** A whole page failing gets the page heading; a panel inside a page a lower one. */
  headingLevel?: 1 | 2;
  retrying?: boolean;
  /** The failed request was a search: a parameter it refused can be made shorter or simpler. */
  search?: boolean;
};

const noRetry = () => undefined;

function isUnknownKey(error: unknown) {
  return isApiError(error) && error.code === ResultCode.unknownApiKey;
}

export function ErrorPanel({
  error,
  onRetry,
  headingLevel = 2,
  retrying,
  search = false,
}: ErrorPanelProps) {
  const t = useT();
  const {
    title,
    detail,
    retryable,
    unreachable = false,
    retryAfterMs,
  } = describeError(error, { search });
  useAutoRetry(onRetry ?? noRetry, unreachable && onRetry !== undefined);
  // A busy service (429) says when to come back: ask again then, a few times.
  useRetryAfter(onRetry ?? noRetry, error, onRetry ? retryAfterMs : undefined);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const keyProblem = isUnknownKey(error);
  const online = useOnline();
  // Offline, the service is not down: say so, and where the saved pages are.
  if (unreachable && !online) return <OfflinePanel headingLevel={headingLevel} />;

  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-3xl border border-line bg-surface px-6 py-10 text-center shadow-sm"
    >
      <span aria-hidden="true" className="text-5xl leading-none">
        {keyProblem ? '🔑' : unreachable ? '📡' : '🛠️'}
      </span>
      <Heading className="text-xl font-semibold">{title}</Heading>
      <p className="text-sm text-muted">{detail}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {keyProblem ? (
          <Link to="/settings" className={buttonClass('primary')}>
            {t('error.openSettings')}
          </Link>
        ) : null}
        {retryable && onRetry ? (
          <Button
            variant={keyProblem ? 'secondary' : 'primary'}
            onClick={onRetry}
            pending={retrying}
            icon={<RefreshIcon width={18} height={18} />}
          >
            {t('action.retry')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
