// Global styles first so feature styles can refine shared classes. The loading overlay (components/ui/loading-overlay.tsx)
// can show on any screen: its styles come with them, so a page drawn by the server waits for no stylesheet of the app's.
import './app/styles/global.css';
import './components/ui/loading-overlay.css';
import { initTheme } from './boot/initial-theme';
import { firstEarlyTap } from './boot/early-tap';
import { mainContentShown, releaseHeldCode } from './boot/main-content';

initTheme();

// The app's code (React, the router, the store, the page's screen) is fetched once the page's main content is on
// screen, or at once when a button is tapped before that, then takes the page over. No top-level await: the app's
// chunks import from this one, which must have finished running first.
void Promise.race([mainContentShown(), firstEarlyTap()])
  .then(() => {
    releaseHeldCode();
    return import('./app/start');
  })
  .then(({ start }) => start());
