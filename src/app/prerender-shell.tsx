import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

/**
 * The app's first frame (header, navigation and the loading page) as HTML, rendered at build
 * time into index.html: it paints as soon as the CSS arrives, and React's own first render,
 * which replaces it, draws the same frame.
 */
export function prerenderShell(): string {
  return renderToString(
    <StaticRouter location="/">
      <Providers>
        <AppRoutes />
      </Providers>
    </StaticRouter>,
  );
}
