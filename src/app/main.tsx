import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../index.css';
import { Providers } from './providers';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render replaces the prerendered frame in one task: on preact/compat a transition
// would only call its callback, and StrictMode is a fragment.
createRoot(root).render(
  <BrowserRouter>
    <Providers>
      <AppRoutes />
    </Providers>
  </BrowserRouter>,
);
