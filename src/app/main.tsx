import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../index.css';
import { Providers } from './providers';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A transition: the first render yields to the browser between components instead of blocking
// input in one long task, and the prerendered frame stays until React's first frame replaces it.
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
