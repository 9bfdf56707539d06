import { css, unsafeCSS, type CSSResult } from 'lit';

/**
 * A framed box on the page's surface: the sections of a tool (the army builder's parts, a
 * calculator's result, a roster's controls) are drawn in one. `selector` names the boxes;
 * `border` is the frame (an accent frame marks the box that holds the answer).
 */
export function boxStyles(selector: string, border = '1px solid var(--hs-border)'): CSSResult {
  return css`
    ${unsafeCSS(selector)} {
      padding: 0.75rem 1rem 1rem;
      border: ${unsafeCSS(border)};
      border-radius: var(--hs-radius);
      background: var(--hs-surface);
    }
  `;
}
