import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../index.css';
import { interactionsAreHeld } from '../boot/held-interactions';
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

const nothing = () => undefined;

// A page the early script painted (src/boot/) stays until the app can draw the same page with
// its content, instead of flashing a skeleton over the stickers; then what the person did on it
// carries over. Any other page renders at once over the prerendered shell.
const firstRender = interactionsAreHeld()
  ? import('./first-render')
      .then((first) => first.prepareFirstRender(container, clients.queryClient))
      .catch(() => nothing)
  : Promise.resolve(nothing);

void firstRender.then((carryEarlyInput) => {
  // A transition: the first render yields to the browser between components instead of
  // blocking input in one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <Providers clients={clients}>
            <AppRoutes />
            <AfterFirstRender run={carryEarlyInput} />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
