import { css } from 'lit';
import { wrapRowStyles } from '../../../components/shared/wrap-row-styles.js';
import { figureTableStyles } from '../../../components/shared/figure-table-styles.js';

/**
 * The War Effort tracker's own panels on screen: the two levels and the gap, the two ledgers side
 * by side on wide screens, the events and the region table (the blockade, forces and victory are
 * in \`warEffortMoreStyles\`). The tracker shell adds these after its own \`trackerStyles\`, so
 * they only say what differs from the shell (headings, hints, tables: the shared
 * `figureTableStyles` with their own sizes).
 */
export const warEffortStyles = css`
  h2 {
    margin: 1.5rem 0 0.5rem;
  }
  h3 {
    margin: 0 0 0.4rem;
  }
  .hint {
    margin: 0.35rem 0;
    font-size: 0.9rem;
  }
  .warn {
    display: block;
    color: var(--hs-bad);
    font-weight: 600;
    font-size: 0.9rem;
  }
  ${wrapRowStyles('.row', 'end')}
  .row {
    margin: 0.4rem 0;
  }
  .field {
    display: grid;
    gap: 0.2rem;
    font-weight: 600;
  }
  .field select,
  .field input {
    font-weight: 400;
  }
  label.flag {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: var(--hs-target);
  }

  /* Levels */
  .summary {
    display: grid;
    grid-template-columns: 1fr 1fr;
    align-items: start;
    gap: 0.75rem;
    margin: 0.75rem 0;
  }
  .level.gap {
    grid-column: 1 / -1;
  }
  @media (min-width: 700px) {
    .summary {
      grid-template-columns: 1fr 1fr 1.4fr;
    }
    .level.gap {
      grid-column: auto;
    }
  }
  .level {
    display: flex;
    flex-direction: column;
    padding: 0.6rem 1rem;
  }
  .level.usa {
    border-color: var(--hs-accent);
  }
  .level .side {
    font-weight: 700;
  }
  .level .value {
    font-size: 2.6rem;
    font-weight: 800;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  .thresholds {
    font-size: 0.85rem;
    color: var(--hs-muted);
  }

  /* Tables */
  table {
    font-size: 0.95rem;
    background: var(--hs-surface);
  }
  ${figureTableStyles}
  th,
  td {
    padding: 0.35rem 0.45rem;
  }
  thead th {
    font-size: 0.78rem;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-size: 1.1rem;
  }

  /* Ledgers */
  .ledgers {
    display: grid;
    gap: 1rem;
    margin-top: 0.5rem;
  }
  @media (min-width: 1100px) {
    .ledgers {
      grid-template-columns: 1fr 1fr;
    }
  }
  .ledger {
    min-width: 0;
  }
  .line-label {
    display: block;
  }
  .kind {
    display: inline-block;
    margin-right: 0.35rem;
    padding: 0 0.35rem;
    border-radius: 4px;
    font-size: 0.75rem;
    font-weight: 600;
    border: 1px solid var(--hs-border);
  }
  .kind.permanent {
    background: var(--hs-surface-2);
  }
  tr.off th .line-label {
    font-weight: 500;
  }
  tr.on .adds {
    font-weight: 800;
  }
  td.counts select {
    min-width: 8.5rem;
    font-size: 0.9rem;
  }
  td.counts select.by-hand {
    border-color: var(--hs-warn-border);
    background: var(--hs-warn-bg);
    font-weight: 700;
  }
  .pair-buttons {
    display: inline-flex;
    gap: 0.35rem;
  }
  .ruling {
    margin: 0.5rem 0;
    padding-left: 0.75rem;
    border-left: 3px solid var(--hs-border);
    font-size: 0.9rem;
  }

  /* Events */
  .events {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
    gap: 0.75rem;
  }
  .event {
    min-width: 0;
  }
  .event .state {
    margin: 0 0 0.35rem;
  }
  dl.facts {
    margin: 0;
  }
  dl.facts div + div {
    margin-top: 0.6rem;
    padding-top: 0.6rem;
    border-top: 1px solid var(--hs-surface-2);
  }
  dl.facts dt {
    font-weight: 700;
  }
  dl.facts dd {
    margin: 0.2rem 0 0;
  }
  dl.facts dd button {
    display: flex;
    margin-top: 0.4rem;
  }

  /* Regions */
  td.lines .chip {
    display: inline-block;
    margin: 0 0.25rem 0.2rem 0;
    padding: 0 0.35rem;
    border: 1px solid var(--hs-border);
    border-radius: 4px;
    font-size: 0.8rem;
    font-weight: 600;
  }
  td.lines .chip.csa {
    border-color: var(--hs-text);
  }
  tr.changed th[scope='row'] {
    box-shadow: inset 4px 0 0 var(--hs-warn-border);
  }
  select.control {
    min-width: 9.5rem;
  }
  select.control.usa {
    border-color: var(--hs-accent);
  }
  select.control.csa {
    border-color: var(--hs-text);
  }
  .stepper-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    margin: 0.75rem 0;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .stepper-row > span:first-child {
    flex: 1 1 16rem;
  }
  .stepper {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  .stepper .count {
    min-width: 2ch;
    text-align: center;
    font-size: 1.2rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;
