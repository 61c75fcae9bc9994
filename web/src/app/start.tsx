import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Global styles first so feature styles can refine shared classes.
import './app/styles/global.css';
import { App } from './app/app';
import { initTheme } from './lib/theme';

initTheme();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives drawn by the server (entry-server.tsx) with the data it was drawn from, a JSON block beside the
// root (lib/preloaded-page.ts): React takes over its HTML instead of drawing it again. Without that data (a proxy dropped
// it) the SPA draws the page itself, fetching what it shows.
if (root.hasChildNodes() && document.querySelector('script[type="application/json"]')) hydrateRoot(root, app);
else createRoot(root).render(app);
