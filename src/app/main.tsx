import { startTransition, StrictMode, useEffect } from 'react';
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

/** Runs once the app's first render is on the page. */
function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

const firstPage = firstPageFor(window.location, getSettings());

// The page on screen (the prerendered shell, or the stickers the early script painted) stays
// until the app can draw the same page with its content, instead of flashing a skeleton over it.
// Only a page the early script painted has input to carry over (src/app/early-input.ts).
const earlyInput = firstPage
  ? import('./early-input').catch(() => undefined)
  : Promise.resolve(undefined);

void Promise.all([earlyInput, firstPageReady(firstPage, clients.queryClient)]).then(([input]) => {
  const applyEarlyInput = input?.takeEarlyInput(container) ?? (() => undefined);
  // A transition: the first render yields to the browser between components instead of
  // blocking input in one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <Providers clients={clients}>
            <AppRoutes />
            <AfterFirstRender run={applyEarlyInput} />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
