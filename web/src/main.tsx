import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first so feature styles can refine shared classes.
import './app/styles/global.css';
import { App } from './app/app';
import { initTheme } from './lib/theme';

initTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
