import { css, unsafeCSS, type CSSResult } from 'lit';
import { wrapRowStyles } from './wrap-row-styles.js';

/**
 * A section's heading (the elements `selector` names) with badges or a rulebook place after its
 * text: one wrapping row on the text's baseline, with room under it for a rule that the view
 * draws in its own weight and colour (the reference pages and the roster's sections).
 */
export function sectionHeadingStyles(selector: string): CSSResult {
  return css`
    ${wrapRowStyles(selector, 'baseline')}
    ${unsafeCSS(selector)} {
      margin: 0 0 0.5rem;
      padding-bottom: 0.25rem;
    }
  `;
}
