import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../index.css';
import { Providers } from './providers';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The prerendered shell is already on screen, so the first render can yield to the browser
// between components (a transition) instead of blocking input in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Providers>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
});
