import { css } from 'lit';

/**
 * Layout of the generic roller inside another tool: situation beside the roll on wide screens,
 * stacked on phones; and the looks of its parts (a tool's page adds `rollPageStyles`).
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
  .effects,
  .next {
    margin: 0.25rem 0;
  }
  .next {
    padding-left: 1.25rem;
    font-weight: 600;
  }
  button.link {
    display: inline-flex;
    align-items: center;
    min-height: var(--hs-target);
    padding: 0 0.25rem;
    border: none;
    background: none;
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
    font: inherit;
    cursor: pointer;
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
  /* A game's own odds of the roll (slot "odds") sit beside the outcome odds where there is room. */
  .odds-pair {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0 1.5rem;
  }
  .odds-pair > section.odds,
  .odds-pair ::slotted(*) {
    flex: 1 1 18rem;
    min-width: 0;
  }
  .odds-pair ::slotted(*) {
    margin-top: 1.5rem;
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
