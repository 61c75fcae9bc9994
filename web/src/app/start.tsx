import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPreloadedPage } from '../lib/preloaded-page';
import { App } from './app';
import './effect-timing';

/**
 * Draws the SPA into #root. A public page arrives drawn by the server (entry-server.tsx) with the data it was drawn
 * from, a JSON block beside the root (lib/preloaded-page.ts): React takes over its HTML instead of drawing it again.
 * Without that data (a proxy dropped it) the SPA draws the page itself, fetching what it shows.
 */
export function start() {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App locale={readPreloadedPage().locale} />
    </StrictMode>
  );
  if (root.hasChildNodes() && document.querySelector('script[type="application/json"]')) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
