/**
 * Theme preference: 'system' follows the device; the others force light, dark or high contrast.
 * Kept in localStorage (not IndexedDB) because public/boot.js must apply it synchronously before
 * the first paint, so a dark-room tablet never flashes white.
 */
export const THEMES = [
  { value: 'system', label: 'Device setting' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'contrast', label: 'High contrast' },
] as const;

export type Theme = (typeof THEMES)[number]['value'];

const KEY = 'hs-theme';

function isTheme(value: unknown): value is Theme {
  return THEMES.some((t) => t.value === value);
}

/** The saved theme, or 'system' when none is saved or storage is unavailable. */
export function loadTheme(): Theme {
  try {
    const saved = localStorage.getItem(KEY);
    return isTheme(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a theme to the document and remembers it (silently in memory if storage fails). */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset['theme'] = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  const dark =
    theme === 'dark' ||
    theme === 'contrast' ||
    (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  meta?.setAttribute('content', theme === 'contrast' ? '#000000' : dark ? '#16181b' : '#1f4e79');
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Private mode or storage disabled: the theme still applies for this visit.
  }
}
