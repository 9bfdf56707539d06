/**
 * Installing the app: where the browser offers installation (`beforeinstallprompt`, Chromium),
 * the app keeps the event and shows its own "Install" entry; where it does not (Safari on iPad and
 * iPhone), a short hint says how to add it to the home screen. Nothing shows once installed.
 */
import { isAppleTouch } from './persist.js';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the install entry can offer on this device now. */
export type InstallOffer = 'prompt' | 'apple-hint' | 'none';

type Listener = (offer: InstallOffer) => void;
const listeners = new Set<Listener>();
let deferred: InstallPromptEvent | null = null;

const standalone = (): boolean =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/** What can be offered now. */
export function installOffer(): InstallOffer {
  if (standalone()) return 'none';
  if (deferred) return 'prompt';
  return isAppleTouch() ? 'apple-hint' : 'none';
}

const notify = () => {
  for (const l of listeners) l(installOffer());
};

addEventListener('beforeinstallprompt', (e) => {
  e.preventDefault();
  deferred = e as InstallPromptEvent;
  notify();
});
addEventListener('appinstalled', () => {
  deferred = null;
  notify();
});

/** Shows the browser's install dialog; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const e = deferred;
  if (!e) return false;
  deferred = null;
  await e.prompt();
  const { outcome } = await e.userChoice;
  notify();
  return outcome === 'accepted';
}

/** Subscribes to what can be offered; called at once with the current offer. */
export function onInstallOffer(listener: Listener): () => void {
  listeners.add(listener);
  listener(installOffer());
  return () => listeners.delete(listener);
}
