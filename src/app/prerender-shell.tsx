import { use } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppShell } from './layout/app-shell';
import { Providers } from './providers';

const never = new Promise<never>(() => {});

/** A page still loading: the shell's route boundary shows its loading page instead. */
function PendingPage() {
  use(never);
  return null;
}

/**
 * The app's first frame (header, navigation and the loading page) as HTML, rendered at build
 * time into index.html: it paints as soon as the CSS arrives, and React's own first render,
 * which replaces it, draws the page the URL names. The page itself is left pending, since one
 * HTML file serves every route.
 */
export function prerenderShell(): string {
  return renderToString(
    <StaticRouter location="/">
      <Providers>
        <Routes>
          <Route element={<AppShell />}>
            <Route index element={<PendingPage />} />
          </Route>
        </Routes>
      </Providers>
    </StaticRouter>,
  );
}
