import { css } from 'lit';
import { badgeStyles } from '../shared/badge-styles.js';
import { blockHostStyles } from '../shared/block-host-styles.js';
import { figureTableStyles } from '../shared/figure-table-styles.js';
import { stepperStyles } from '../shared/stepper-styles.js';

/** A calculator: input groups beside the result on wide screens, stacked on phones. */
export const calculatorStyles = css`
  ${blockHostStyles}
  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1rem;
    align-items: start;
  }
  @media (min-width: 760px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    }
    .result {
      position: sticky;
      top: 0.5rem;
    }
  }
  /* A long printed rule ("1 per 4 divisions, rounded up") wraps rather than widening the page
     on a phone; the numbers of the last column stay whole. */
  table.breakdown td.num:not(:last-child) {
    white-space: normal;
    min-width: 4rem;
  }
  .inputs {
    display: grid;
    gap: 0.75rem;
  }
  fieldset.group {
    min-width: 0;
    margin: 0;
    padding: 0.5rem 1rem 0.9rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  fieldset.group > legend .rule {
    white-space: normal;
  }
  /* Inside the box, not on its border: a legend with its rulebook place wraps on a phone, and a
     border drawn through its middle line would cross the text. */
  fieldset.group > legend {
    float: left;
    width: 100%;
    padding: 0.4rem 0 0.25rem;
    font-weight: 700;
    font-size: 1.05rem;
  }
  fieldset.group > legend + * {
    clear: both;
  }
  .field,
  .stepper-field {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
    margin: 0.25rem 0;
  }
  .field select {
    width: 100%;
    font-weight: 400;
  }
  .steppers {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
  ${stepperStyles}
  .stepper button {
    font-size: 1.2rem;
    padding: 0.25rem 0.75rem;
  }
  .field-message {
    color: var(--hs-bad);
    font-weight: 600;
    font-size: 0.9rem;
  }
  .hint {
    margin: 0.35rem 0;
    color: var(--hs-muted);
    font-size: 0.9rem;
  }
  .hint strong {
    color: var(--hs-text);
  }
  label.flag {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: var(--hs-target);
    padding: 0.2rem 0;
    cursor: pointer;
  }
  label.flag input {
    flex: none;
  }
  /* The shared segmented choice (segmented-styles.ts), with room above and number-wide options. */
  .segmented {
    margin-top: 0.5rem;
  }
  .segmented span {
    justify-content: center;
    min-width: 3.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  ${badgeStyles}
  .badge {
    color: var(--hs-text);
  }
  .badge.entered {
    border: 1.5px dashed var(--hs-warn-border);
    background: var(--hs-warn-bg);
  }
  /* The game read: its status keeps three lines, so nothing moves as the saved games are listed. */
  .reading-status {
    min-height: 4.5em;
    margin: 0.4rem 0;
  }
  .reading .overridden {
    padding: 0 0.3rem;
    border: 1.5px dashed var(--hs-warn-border);
    background: var(--hs-warn-bg);
  }
  .reading-lines summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
  .result {
    padding: 0.75rem 1rem 1rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.2rem;
  }
  .total {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.6rem;
    margin: 0 0 0.75rem;
  }
  .total .number {
    font-size: 3rem;
    font-weight: 800;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  .total .unit {
    font-size: 1.2rem;
    font-weight: 600;
  }
  .cannot {
    flex-basis: 100%;
    color: var(--hs-bad);
    font-weight: 700;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    text-align: left;
  }
  ${figureTableStyles}
  tr.off th,
  tr.off td {
    font-weight: 400;
  }
  tr.on td:last-child {
    font-weight: 700;
  }
  .notice {
    margin: 0 0 0.75rem;
  }
  .notice ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  .notes {
    margin-top: 1.25rem;
  }
  .notes ul {
    padding-left: 1.2rem;
  }
  .notes li {
    margin-bottom: 0.35rem;
  }
  .ruling {
    padding-left: 0.75rem;
    border-left: 3px solid var(--hs-border);
  }
  .mini {
    display: none;
  }
  @media screen and (max-width: 759px) {
    .mini {
      position: sticky;
      bottom: 0;
      z-index: 1;
      display: flex;
      align-items: baseline;
      justify-content: center;
      gap: 0.5rem;
      margin: 0;
      padding: 0.5rem 1rem;
      border: 2px solid var(--hs-accent);
      border-radius: var(--hs-radius);
      background: var(--hs-surface);
      box-shadow: 0 -4px 12px rgb(0 0 0 / 0.15);
      font-weight: 600;
    }
    .mini strong {
      font-size: 1.6rem;
    }
    .layout {
      /* The sticky summary sits after the inputs, so it stays in view while they change. */
      grid-template-areas: 'inputs' 'mini' 'result';
    }
    .inputs {
      grid-area: inputs;
    }
    .mini {
      grid-area: mini;
    }
    .result {
      grid-area: result;
    }
  }
  @media print {
    .layout {
      grid-template-columns: 1fr 1fr;
    }
    .result,
    fieldset.group {
      border-color: #000;
      break-inside: avoid;
    }
  }
`;
