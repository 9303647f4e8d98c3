import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <main className="p-6">
      <h1 className="text-2xl font-semibold">Sticker browser</h1>
    </main>
  </StrictMode>,
);
