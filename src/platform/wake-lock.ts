/**
 * Screen wake lock: keeps a tablet's screen on beside the table. The browser drops the lock when
 * the page is hidden, so it is taken again when the page becomes visible while wanted.
 */
export interface WakeLockState {
  readonly supported: boolean;
  readonly wanted: boolean;
  readonly active: boolean;
  readonly error?: string;
}

type Listener = (state: WakeLockState) => void;

let sentinel: WakeLockSentinel | null = null;
let wanted = false;
let lastError: string | undefined;
const listeners = new Set<Listener>();

/** True where the Screen Wake Lock API exists. */
export function wakeLockSupported(): boolean {
  return 'wakeLock' in navigator;
}

function state(): WakeLockState {
  return {
    supported: wakeLockSupported(),
    wanted,
    active: sentinel !== null && !sentinel.released,
    ...(lastError ? { error: lastError } : {}),
  };
}

function notify(): void {
  const s = state();
  for (const l of listeners) l(s);
}

async function acquire(): Promise<void> {
  if (!wakeLockSupported() || !wanted || document.visibilityState !== 'visible') return;
  try {
    sentinel = await navigator.wakeLock.request('screen');
    lastError = undefined;
    sentinel.addEventListener('release', notify, { once: true });
  } catch (e) {
    sentinel = null;
    lastError = e instanceof Error ? e.message : 'The browser refused to keep the screen on.';
  }
  notify();
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && wanted && (!sentinel || sentinel.released)) {
    void acquire();
  }
});

/** Where the choice is remembered on this device (read before the first paint, like the theme). */
export const WAKE_KEY = 'hs-wake';

function remember(on: boolean): void {
  try {
    localStorage.setItem(WAKE_KEY, on ? '1' : '0');
  } catch {
    // Storage refused (private mode): the choice holds for this visit only.
  }
}

/** Takes the lock again if the player chose it on an earlier visit. */
export async function restoreWakeLock(): Promise<void> {
  let on = false;
  try {
    on = localStorage.getItem(WAKE_KEY) === '1';
  } catch {
    on = false;
  }
  if (on) {
    wanted = true;
    await acquire();
  }
}

/** Turns the wake lock on or off, and remembers the choice on this device. */
export async function setWakeLock(on: boolean): Promise<void> {
  wanted = on;
  remember(on);
  if (on) {
    await acquire();
  } else {
    const s = sentinel;
    sentinel = null;
    lastError = undefined;
    await s?.release();
    notify();
  }
}

/** Subscribes to wake-lock changes; returns the unsubscribe function. */
export function onWakeLockChange(listener: Listener): () => void {
  listeners.add(listener);
  listener(state());
  return () => listeners.delete(listener);
}
