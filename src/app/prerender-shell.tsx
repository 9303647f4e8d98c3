import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { EarlyRoute } from '../boot/route-modules';
import PackDetailRoute from '../routes/pack-detail';
import SearchRoute from '../routes/search';
import { preloadSearchParts } from '../features/search/search-parts';
import { AppShell } from './layout/app-shell';
import { Providers } from './providers';
import { AppRoutes } from './router';

function renderAt(location: string, routes: ReactNode): string {
  return renderToString(
    <StaticRouter location={location}>
      <Providers>{routes}</Providers>
    </StaticRouter>,
  );
}

/** A page's frame with its data still loading, as React renders it before the data arrives. */
function renderPage(location: string, path: string, page: ReactNode): string {
  return renderAt(
    location,
    <Routes>
      <Route element={<AppShell />}>
        <Route path={path} element={page} />
      </Route>
    </Routes>,
  );
}

/**
 * The app's first frame (header, navigation and the loading page) as HTML, rendered at build
 * time into index.html: it paints as soon as the CSS arrives, and React's own first render,
 * which replaces it, draws the same frame.
 */
export function prerenderShell(): string {
  return renderAt('/', <AppRoutes />);
}

/**
 * The frames of the pages the early script paints before the app's code arrives (see
 * src/boot/early-paint.ts): the page with its content still loading, which that script fills
 * in. Rendered at build time into `<template>`s in index.html.
 */
export async function prerenderEarlyFrames(): Promise<Record<EarlyRoute, string>> {
  // The search page's parts render in the frame (pickers, the results in their loading state).
  await preloadSearchParts(true);
  return {
    // Any query: the early script puts the real one in the search box.
    search: renderPage('/?q=stickers', '/', <SearchRoute />),
    pack: renderPage('/packs/1', 'packs/:packageId', <PackDetailRoute />),
  };
}
