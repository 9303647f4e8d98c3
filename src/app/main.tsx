import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../index.css';
import { firstPageFor } from '../boot/first-page';
import { getSettings } from '../lib/settings';
import { firstPageReady } from './first-page-ready';
import { createAppClients, Providers } from './providers';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

const clients = createAppClients();
const firstPage = firstPageFor(window.location, getSettings());

// The page on screen (the prerendered shell, or the stickers the early script painted) stays
// until the app can draw the same page with its content, instead of flashing a skeleton over it.
void firstPageReady(firstPage, clients.queryClient).then(() => {
  // A transition: the first render yields to the browser between components instead of
  // blocking input in one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <Providers clients={clients}>
            <AppRoutes />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
