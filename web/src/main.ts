// Global styles first so feature styles can refine shared classes. The loading overlay (components/ui/loading-overlay.tsx)
// can show on any screen: its styles come with them, so a page drawn by the server waits for no stylesheet of the app's.
import './app/styles/global.css';
import './components/ui/loading-overlay.css';
import { initTheme } from './boot/initial-theme';
import { warmIntlOffMainThread } from './boot/intl-warmup';
import { firstEarlyTap } from './boot/early-tap';
import { mainContentShown, releaseHeldCode } from './boot/main-content';

initTheme();
const intlWarmed = warmIntlOffMainThread();
const tapped = firstEarlyTap();

// The app's code (React, the router, the store, the page's screen) is fetched once the page's main content is on
// screen, or at once when a button is tapped before that, and takes the page over once the worker has made number
// formatting quick (or at once on a tap). No top-level await: the app's chunks import from this one, which must have
// finished running first.
void Promise.race([mainContentShown(), tapped])
  .then(() => {
    releaseHeldCode();
    return Promise.race([intlWarmed, tapped]);
  })
  .then(() => import('./app/start'))
  .then(({ start }) => start());
