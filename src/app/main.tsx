import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../index.css';
import { followInterfaceLanguage } from '../i18n/follow-settings';
import { createAppQueryClient, Providers } from './providers';
import { createRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const queryClient = createAppQueryClient();
// Created here, not in a component: the router starts the first page's code and data at once.
const router = createBrowserRouter(createRoutes(queryClient));

// The first render waits for the person's catalogue (English is already in).
await followInterfaceLanguage();

// In a transition the first render yields to the browser between components instead of holding
// the main thread for the whole tree.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
