import type { CSSResult } from 'lit';

/**
 * A shadow root that adopts `styles` and holds `markup`, for checking what shared style rules
 * do to the elements they name (and leave alone the ones they do not).
 */
export function styled(styles: CSSResult, markup: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [styles.styleSheet!];
  root.innerHTML = markup;
  return root;
}
