/**
 * Small helpers the Altar of Freedom views share: the arm of a unit as a map-symbol icon with its
 * word, and signed numbers with a true minus sign.
 */
import { css, html, svg } from 'lit';
import type { Arm } from '../../core/games/altar-of-freedom/index.js';

const FRAME = svg`<rect x="1" y="1" width="22" height="14" rx="1" fill="none" stroke="currentColor" stroke-width="1.6"></rect>`;

const SYMBOL: Readonly<Record<Arm, ReturnType<typeof svg>>> = {
  infantry: svg`<path d="M1 1 23 15M23 1 1 15" stroke="currentColor" stroke-width="1.4"></path>`,
  cavalry: svg`<path d="M1 15 23 1" stroke="currentColor" stroke-width="1.4"></path>`,
  artillery: svg`<circle cx="12" cy="8" r="3.6" fill="currentColor"></circle>`,
  naval: svg`<path d="M12 3.5v9M8.5 6h7M6.5 9.5c1 2.6 3 3.4 5.5 3.4s4.5-.8 5.5-3.4" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round"></path>`,
};

/** The words for each arm. */
export const ARM_WORDS: Readonly<Record<Arm, string>> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  artillery: 'Artillery',
  naval: 'Naval',
};

/** A unit's arm as a NATO-style map symbol (decorative: the arm's word goes beside it). */
export function armIcon(arm: Arm) {
  return html`<svg
    class="arm-icon"
    viewBox="0 0 24 16"
    width="24"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    ${FRAME}${SYMBOL[arm]}
  </svg>`;
}

/** Every arm's symbol, by arm: the pictures the orders of battle draw before a unit's arm. */
export const ARM_ICONS: Readonly<Record<Arm, unknown>> = {
  infantry: armIcon('infantry'),
  cavalry: armIcon('cavalry'),
  artillery: armIcon('artillery'),
  naval: armIcon('naval'),
};

/** A unit's arm as a NATO-style map symbol followed by its word (the icon is decorative). */
export function armLabel(arm: Arm) {
  return html`<span class="arm arm-${arm}">${armIcon(arm)}${ARM_WORDS[arm]}</span>`;
}

/** Styles of `armLabel`. */
export const armStyles = css`
  .arm {
    display: inline-flex;
    align-items: center;
    vertical-align: bottom;
    gap: 0.4em;
    white-space: nowrap;
  }
  .arm-icon {
    flex: none;
    width: 1.5em;
    height: 1em;
  }
`;

export { signed } from '../../core/shared/signed.js';
