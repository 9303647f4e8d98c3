import { useLocation, useNavigate, useRouteError } from 'react-router';
import { describeError } from '../../api/describe-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useT } from '../../i18n';
import { ErrorPanel } from '../../shared/error-panel';
import { retryFailedRoutes } from '../lazy-route';

/**
 * The router's error screen for a page that crashed or whose code failed to load (data errors
 * show in place, in the page's own ErrorPanel). Retry renders the page anew once any code that
 * failed has loaded; a page whose code could not be fetched retries by itself (ErrorPanel).
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t(describeError(error).unreachable ? 'title.offline' : 'title.error'));
  // The router leaves its error screen when the location changes: the same one, anew.
  const retry = () =>
    void retryFailedRoutes().then((loaded) => {
      if (!loaded) return;
      // The panel holding focus (its Retry) goes with the page it stood for: the page's content
      // takes focus first, so the next Tab goes on from there rather than from the top.
      const main = document.getElementById('main');
      if (main?.contains(document.activeElement)) main.focus({ preventScroll: true });
      return navigate(location, { replace: true });
    });
  return <ErrorPanel error={error} onRetry={retry} headingLevel={1} />;
}
