import { onlineManager } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../index.css';
import { followInterfaceLanguage } from '../i18n/follow-settings';
import { createAppQueryClient, Providers } from './providers';
import { keepCacheOffline } from './keep-cache-offline';
import { createRoutes } from './router';
import { withoutTrailingSlash } from './tidy-address';
import { startServiceWorker } from './service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// React Query hears of 'online'/'offline' events only; a page opened offline starts offline.
onlineManager.setOnline(navigator.onLine);
const queryClient = createAppQueryClient();

// Created when the page can render, not in a component: the router starts the page's code and
// data at once.
const createRouter = () => {
  withoutTrailingSlash();
  return createBrowserRouter(createRoutes(queryClient));
};

function render(appRoot: HTMLElement, router: ReturnType<typeof createRouter>) {
  // In a transition the first render yields to the browser between components instead of holding
  // the main thread for the whole tree.
  startTransition(() => {
    createRoot(appRoot).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

// The first render waits for the person's catalogue (English is already in). Offline, the saved
// cache is all there is: the first page waits for it too. Online the network answers first, and
// the saved cache (with any writes queued before a reload) follows. No top-level await: a chunk
// loaded meanwhile (the cache's, a page's) imports this entry and would wait for it for ever.
const language = followInterfaceLanguage();
const persisting = keepCacheOffline(queryClient, { now: !navigator.onLine });
if (navigator.onLine) {
  const router = createRouter();
  void language.then(() => render(root, router));
} else {
  void Promise.allSettled([language, persisting]).then(() => render(root, createRouter()));
}
startServiceWorker();
