import { css } from 'lit';
import { badgeStyles } from '../shared/badge-styles.js';
import { blockHostStyles } from '../shared/block-host-styles.js';

/**
 * The roster's frame: controls, status lines, title and legend, badges and values (the
 * player's marked, missing ones as words or as an "enter" button), notes, the entered-data
 * panel, and print (no controls, a line to write on where a value is missing).
 */
export const rosterStyles = css`
  ${blockHostStyles}
  /* The boxed parts: the controls, the legend and the entered-data panel. */
  .controls,
  .legend,
  .entered-data {
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1rem;
    align-items: end;
    padding: 0.75rem 1rem;
    margin: 0.75rem 0 0.5rem;
  }
  .field {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  .field select,
  .field input {
    font-weight: 400;
  }
  .search {
    flex: 1 1 14rem;
  }
  .search input {
    width: 100%;
  }
  .expand {
    display: flex;
    gap: 0.5rem;
  }
  .match-status,
  .status {
    font-weight: 600;
    margin: 0.5rem 0;
  }
  .match-status:empty,
  .status:empty {
    display: none;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .notice {
    margin: 0 0 0.75rem;
  }
  .notice p,
  .notice ul {
    margin: 0.25rem 0;
  }
  .notice ul {
    padding-left: 1.2rem;
  }
  .muted,
  .hint {
    color: var(--hs-muted);
  }
  .hint {
    font-size: 0.9rem;
    font-weight: 400;
  }
  .rule {
    white-space: normal;
  }
  .roster-title {
    margin: 1rem 0 0;
    font-size: 1.4rem;
  }
  .roster-head > p {
    margin: 0.25rem 0;
  }
  .legend {
    margin-top: 0.5rem;
    padding: 0.75rem 1rem;
    font-size: 0.95rem;
  }
  .legend p {
    margin: 0 0 0.5rem;
  }
  .legend > :last-child {
    margin-bottom: 0;
  }
  dl.terms {
    margin: 0 0 0.5rem;
    display: grid;
    gap: 0.35rem;
  }
  dl.terms dt {
    display: inline;
    font-weight: 700;
  }
  dl.terms dt::after {
    content: ': ';
  }
  dl.terms dd {
    display: inline;
    margin: 0;
  }
  .mark {
    font-size: 1.1em;
    color: var(--hs-accent);
  }
  ${badgeStyles}
  .badge {
    font-size: 0.75rem;
    font-style: normal;
    color: var(--hs-muted);
    white-space: nowrap;
    vertical-align: 0.1em;
  }
  .entered-badge {
    border: 1.5px dashed var(--hs-warn-border);
    background: var(--hs-warn-bg);
    color: var(--hs-text);
  }
  .optional-badge {
    border-color: var(--hs-warn-border);
    color: var(--hs-text);
    background: var(--hs-warn-bg);
  }
  mark {
    background: var(--hs-highlight);
    color: inherit;
    border-radius: 2px;
  }
  .entered {
    font-weight: 700;
  }
  .icon-text {
    display: inline-flex;
    align-items: center;
    vertical-align: bottom;
    gap: 0.4em;
    white-space: nowrap;
  }
  .icon-text svg {
    flex: none;
    width: 1.5em;
    height: 1em;
  }
  span.missing {
    font-style: italic;
    color: var(--hs-muted);
  }
  .blank,
  .print-only {
    display: none;
  }
  button.missing,
  .missing.sample {
    min-height: var(--hs-target);
    min-width: 0;
    padding: 0.2rem 0.5rem;
    border: 1.5px dashed var(--hs-warn-border);
    border-radius: 6px;
    background: transparent;
    color: var(--hs-text);
    font-size: 0.8rem;
    font-style: normal;
    font-weight: 600;
    line-height: 1.2;
    text-align: left;
  }
  button.missing {
    flex-wrap: wrap;
    max-width: 100%;
  }
  button.missing .np,
  button.missing .act {
    display: block;
    white-space: nowrap;
  }
  button.missing .np {
    color: var(--hs-muted);
    font-weight: 500;
  }
  button.missing .act {
    color: var(--hs-accent);
  }
  .missing.sample {
    display: inline-block;
    min-height: 0;
    white-space: nowrap;
  }
  .roster-notes ul {
    padding-left: 1.2rem;
  }
  .roster-notes li {
    margin-bottom: 0.35rem;
  }
  .roster-notes h3 {
    font-size: 1.05rem;
    margin: 1rem 0 0.5rem;
  }
  .rulings {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.35rem 0.75rem;
  }
  .rulings div {
    display: contents;
  }
  .rulings dt {
    font-weight: 700;
  }
  .rulings dd {
    margin: 0;
  }
  .entered-data {
    margin-top: 2rem;
    padding: 0.75rem 1rem 1rem;
  }
  .entered-data h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  @media (max-width: 30rem) {
    .controls {
      padding: 0.75rem;
    }
    .controls > * {
      flex: 1 1 100%;
    }
    /* One row across the phone: each option as wide as its word needs, the rest shared out. */
    .segmented {
      flex-wrap: nowrap;
      min-width: 0;
    }
    .segmented label {
      flex: 1 1 auto;
    }
    .segmented span {
      justify-content: center;
      box-sizing: border-box;
      width: 100%;
      padding: 0.4rem 0.5rem;
    }
    .expand button {
      flex: 1;
    }
  }
  @media print {
    .controls,
    .no-print,
    .match-status {
      display: none !important;
    }
    .print-only {
      display: inline;
    }
    .blank {
      display: inline-block;
      width: 4rem;
      border-bottom: 1px solid #000;
      margin-left: 0.4rem;
    }
    .legend {
      border: 0;
      padding: 0;
      background: none;
      color: #000;
    }
    .hint {
      color: #000;
    }
    mark {
      background: none;
    }
  }
`;
