// Types for the end-to-end checks (type-checked with scripts/tsconfig.json): what they keep on
// the page's window.

interface Window {
  /** The hostile-input check's page helpers, defined in the page by scripts/hostile-check.mjs. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- in-page code reads them loosely
  __hs?: any;
  /** Set only if an injected script ran: the hostile-input check fails when it is. */
  __pwned?: unknown;
}

/** The install prompt event (Chromium), which the offline check drives. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
