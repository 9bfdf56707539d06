// Entry point: the app shell, then the service worker (production builds only, when idle). Hydration comes
// first: it must be installed before any element class is defined, so elements prerendered into
// the page (docs/decisions/0007) are hydrated, not drawn a second time.
import './routing/pin-base.js';
import './platform/hydration.js';
import './components/app/hs-app.js';
import { registerServiceWorker } from './platform/sw-register.js';
import { whenIdle } from './platform/hydration-slices.js';

// Registered once the page is idle: it competes with nothing the player waits for.
void whenIdle()
  .then(registerServiceWorker)
  .catch(() => {
    // Without a service worker the app still works online; nothing to tell the player here.
  });
