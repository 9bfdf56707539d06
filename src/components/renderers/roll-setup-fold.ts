/**
 * A roll tool whose inputs are a set-up made once (`RollTool.foldSetup`): the inputs folded
 * behind a one-line summary of each side's total (one tap opens them; nothing is lost, they stay
 * in the roller and its link), then the roll, then what the page holding the roller does with
 * its outcome (its `after-roll` slot), then the rest of the tool. The tool's one-sentence
 * summary and the page's own set-up (its `setup` slot) go in the fold too. A template and its
 * styles.
 */
import { css, html, type TemplateResult } from 'lit';
import type { RollTool } from '../../core/shared/tool.js';
import { signedTotal } from '../../core/shared/roll-link.js';
import { disclosureStyles } from '../shared/disclosure-styles.js';

/** The summary line of the set-up: each side's label and total. */
export const setupSummary = (tool: RollTool, totals: readonly number[]): string =>
  tool.sides.map((s, i) => `${s.label} ${signedTotal(totals[i] ?? 0)}`).join(' · ');

/**
 * The set-up, folded: what the tool does (`about`), the page's own set-up (its `setup` slot),
 * then the inputs of every side. The roller puts its roll panel, the `after-roll` slot and the
 * rest of the tool after it.
 */
export function renderFoldedSetup(
  tool: RollTool,
  totals: readonly number[],
  about: TemplateResult,
  sides: TemplateResult,
): TemplateResult {
  return html`<details class="setup disclosure">
    <summary>
      <span>Set-up <span class="setup-line">${setupSummary(tool, totals)}</span></span>
    </summary>
    ${about}
    <slot name="setup"></slot>
    ${sides}
  </details>`;
}

/** The folded layout: one column at every width, the two sides side by side where they fit. */
export const foldedRollStyles = [
  disclosureStyles,
  css`
    .layout.folded,
    :host([page]) .layout.folded {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.75rem;
    }
    .folded .setup-line {
      font-weight: 400;
      color: var(--hs-muted);
      margin-inline-start: 0.5rem;
    }
    .folded details.setup[open] > summary {
      margin-bottom: 0.5rem;
    }
    .folded details.setup {
      padding-bottom: 0.75rem;
    }
    .folded details.setup:not([open]) {
      padding-bottom: 0.25rem;
    }
    :host([page]) .layout.folded .roll {
      margin-top: 0;
    }
    /*
     * A prerendered page's slotted next step is parsed after the roller's own shadow content: the
     * rest is drawn hidden until the roller is hydrated (by then the page is parsed), so nothing
     * on screen moves when the next step arrives above it.
     */
    :host([defer-hydration]) .layout.folded > .main {
      visibility: hidden;
    }
    /* Inside another tool the roll stays in its place; as a page it stays in reach (a bar). */
    :host(:not([page])) .layout.folded .roll {
      position: static;
    }
    @media (min-width: 43rem) {
      .folded .sides {
        grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
      }
    }
  `,
];
