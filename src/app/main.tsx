import { onlineManager } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../index.css';
import { createAppQueryClient, Providers } from './providers';
import { keepCacheOffline } from './keep-cache-offline';
import { createRoutes } from './router';
import { startServiceWorker } from './service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// React Query hears of 'online'/'offline' events only; a page opened offline starts offline.
onlineManager.setOnline(navigator.onLine);
const queryClient = createAppQueryClient();

function render(appRoot: HTMLElement) {
  // Created here, not in a component: the router starts the first page's code and data at once.
  const router = createBrowserRouter(createRoutes(queryClient));

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

// Offline, the saved cache is all there is: the first page waits for it. Online the network
// answers first, and the saved cache (with any writes queued before a reload) follows.
const persisting = keepCacheOffline(queryClient, { now: !navigator.onLine });
if (navigator.onLine) render(root);
else void persisting.finally(() => render(root));
startServiceWorker();
