import { css, unsafeCSS } from 'lit';

/**
 * The roll panel beside the inputs, in view while they scroll: the layout `layout` names turned
 * into two columns, its panel stuck to the top of the screen and scrolling within itself, with
 * the breakdown and odds always open. Shared by the two widths at which a page turns to it.
 */
function sidePanel(layout: string) {
  const l = unsafeCSS(layout);
  return css`
    :host([page]) ${l} {
      display: grid;
      grid-template-columns: minmax(0, 3fr) minmax(17rem, 2fr);
      gap: 1rem;
      align-items: start;
    }
    :host([page]) ${l} .roll {
      top: 0.5rem;
      bottom: auto;
      margin-top: 0;
      max-height: calc(100vh - 1rem);
      box-shadow: none;
      padding: 0.5rem 1rem 1rem;
    }
    :host([page]) ${l} .roll h2#roll-h {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
      overflow: visible;
    }
    :host([page]) ${l} .result {
      order: 0;
    }
    :host([page]) ${l} .more,
    :host([page]) ${l} .result .detail {
      display: block;
    }
    :host([page]) ${l} .result .effects {
      display: revert;
    }
    :host([page]) ${l} .more-toggle {
      display: none;
    }
    :host([page]) ${l} .totals {
      display: block;
    }
    :host([page]) ${l} .go {
      display: block;
    }
    :host([page]) ${l} .mode {
      margin-bottom: 0.75rem;
    }
  `;
}

/**
 * Layout of the generic roller. Inside another tool: situation beside the roll on wide screens,
 * stacked on phones. As a tool's page (`page`): on a phone the roll is a bar stuck to the bottom
 * of the screen, outcome first, the breakdown opening from it; from about 700 px it is a panel
 * beside the inputs; an opposed roll shows its two sides side by side from about 700 px and
 * moves the panel beside them once there is room for three columns.
 */
export const rollToolStyles = css`
  :host {
    display: block;
  }
  .summary {
    margin-top: 0;
  }
  .banner {
    margin: 0 0 1rem;
    padding: 0.5rem 0.75rem;
    border-left: 4px solid var(--hs-accent);
    background: var(--hs-surface-2);
  }
  .layout {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @media (min-width: 56rem) {
    .layout {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      align-items: start;
    }
  }
  .main {
    min-width: 0;
  }
  .sides {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
  }
  .roll {
    display: flex;
    flex-direction: column;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    padding: 0.5rem 1rem 1rem;
    background: var(--hs-surface);
  }
  @media (min-width: 56rem) {
    .roll {
      position: sticky;
      top: 0.5rem;
    }
  }
  /* A panel taller than its room scrolls; its parts never squeeze onto each other. */
  .roll > * {
    flex-shrink: 0;
  }
  .more-toggle {
    display: none;
  }
  :host([page]) .layout {
    display: block;
  }
  :host([page]) .roll {
    position: sticky;
    bottom: 0;
    z-index: 2;
    margin-top: 1rem;
    max-height: 75vh;
    overflow-y: auto;
    padding: 0.25rem 0.75rem 0.5rem;
    box-shadow: 0 -4px 16px rgb(0 0 0 / 25%);
  }
  :host([page]) .roll h2#roll-h {
    position: absolute;
    width: 1px;
    height: 1px;
    clip-path: inset(50%);
    overflow: hidden;
  }
  :host([page]) .result {
    order: -1;
    min-height: 0;
  }
  :host([page]) .roll:not(.open) .more,
  :host([page]) .roll:not(.open) .result .detail,
  :host([page]) .roll:not(.open) .result .effects,
  :host([page]) .totals {
    display: none;
  }
  :host([page]) .more-toggle {
    display: block;
    width: 100%;
    margin-top: 0.5rem;
  }
  /* In the bar, the mode and the roll share a row where there is room. */
  :host([page]) .go {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  :host([page]) .go .mode {
    flex: 1 1 14rem;
    margin: 0;
  }
  :host([page]) .go button.big,
  :host([page]) .go .entries {
    flex: 2 1 16rem;
  }
  @media (min-width: 43rem) {
    :host([page]) .layout.opposed .sides {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    ${sidePanel('.layout.single')}
  }
  @media (min-width: 64rem) {
    ${sidePanel('.layout.opposed')}
  }
  h2 {
    font-size: 1.2rem;
    margin: 0.5rem 0;
  }
  .mode {
    display: flex;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
  /* The mode is a choice, drawn as outlined tabs, never filled like the Roll button. */
  .mode button {
    flex: 1;
    background: transparent;
    color: var(--hs-text);
    border: 2px solid var(--hs-border);
    font-weight: 600;
  }
  .mode button[aria-pressed='true'] {
    border-color: var(--hs-accent);
    box-shadow: inset 0 -4px 0 var(--hs-accent);
  }
  .mode button[aria-pressed='true']::before {
    content: '✓ ';
  }
  button.big {
    width: 100%;
    min-height: 3.5rem;
    font-size: 1.25rem;
  }
  button.rolling {
    animation: shake 0.45s ease-in-out;
  }
  @keyframes shake {
    0%,
    100% {
      transform: rotate(0);
    }
    25% {
      transform: rotate(-2deg);
    }
    75% {
      transform: rotate(2deg);
    }
  }
  .totals {
    font-variant-numeric: tabular-nums;
  }
  .result {
    min-height: 4rem;
  }
  .placeholder {
    color: var(--hs-muted);
    margin: 0.5rem 0;
  }
  .outcome {
    font-size: 1.5rem;
    font-weight: 800;
    margin: 0.5rem 0;
  }
  .outcome.bad {
    color: var(--hs-bad);
  }
  .outcome.good {
    color: var(--hs-good);
  }
  .detail,
  .effects {
    margin: 0.25rem 0;
  }
  .tally {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
  }
  .side-tally {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0.25rem 0;
    font-variant-numeric: tabular-nums;
  }
  .side-name {
    font-weight: 700;
  }
  .breakdown {
    width: 100%;
    border-collapse: collapse;
  }
  .breakdown th,
  .breakdown td {
    text-align: left;
    padding: 0.3rem;
    border-bottom: 1px solid var(--hs-border);
    vertical-align: top;
  }
  .total {
    font-size: 1.25rem;
    font-weight: 700;
  }
  .die {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    margin-right: 0.25rem;
    border: 2px solid var(--hs-text);
    border-radius: 6px;
    font-weight: 800;
    font-size: 1.2rem;
    background: var(--hs-surface);
  }
  .source {
    font-size: 0.9rem;
    color: var(--hs-muted);
  }
  section.odds,
  section.table,
  section.notes,
  section.log {
    margin-top: 1.5rem;
  }
  @media print {
    .mode,
    button.big,
    hs-dice-entry,
    section.log,
    hs-share-button,
    .more-toggle {
      display: none;
    }
    .roll,
    :host([page]) .roll {
      position: static;
      max-height: none;
      overflow: visible;
      box-shadow: none;
      border: 1px solid #000;
    }
    :host([page]) .roll .more {
      display: block;
    }
  }
`;
