// Entry point: the app shell, then the service worker (production builds only).
import './components/app/hs-app.js';
import { registerServiceWorker } from './platform/sw-register.js';

void registerServiceWorker().catch(() => {
  // Without a service worker the app still works online; nothing to tell the player here.
});
