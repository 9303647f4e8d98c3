import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppShell } from './layout/app-shell';
import { PageSkeleton } from './layout/page-skeleton';
import { Providers } from './providers';

/**
 * The app's first frame (header, navigation and the loading page) as HTML, rendered at build
 * time into index.html: it paints as soon as the CSS arrives, and React's own first render,
 * which replaces it, draws the page the URL names. The page itself is the loading page, since one
 * HTML file serves every route (Preact's synchronous renderToString cannot show a Suspense
 * fallback, so the route boundary's fallback is rendered in the page's place).
 */
export function prerenderShell(): string {
  return renderToString(
    <StaticRouter location="/">
      <Providers>
        <Routes>
          <Route element={<AppShell />}>
            <Route index element={<PageSkeleton />} />
          </Route>
        </Routes>
      </Providers>
    </StaticRouter>,
  );
}
