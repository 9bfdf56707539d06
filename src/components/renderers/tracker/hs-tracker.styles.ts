import { css } from 'lit';
import { badgeStyles } from '../../shared/badge-styles.js';
import { blockHostStyles } from '../../shared/block-host-styles.js';
import { wrapRowStyles } from '../../shared/wrap-row-styles.js';

/**
 * The tracker shell and its generic panels: status line, saved games, turn bar, counters with
 * meters, unit tables with row actions, the turn's steps, event log and history; on paper, the
 * state without the controls.
 */
export const trackerStyles = css`
  ${blockHostStyles}
  h2 {
    font-size: 1.25rem;
    margin: 1.25rem 0 0.5rem;
  }
  h2.game-name {
    margin-top: 0.75rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.25rem;
  }
  /* One line kept for the status even when empty: a message arriving moves nothing. */
  .status {
    margin: 0 0 0.5rem;
    min-height: 1lh;
    font-weight: 600;
  }
  /* Changes of this tab another tab's save kept from being stored, and the ways on. */
  .not-saved {
    margin: 0 0 0.75rem;
    padding: 0.5rem 1rem;
    border: 2px solid var(--hs-warn-border);
    border-radius: var(--hs-radius);
    background: var(--hs-warn-bg);
  }
  .not-saved h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  .not-saved p,
  .not-saved ul {
    margin: 0 0 0.5rem;
  }
  .not-saved .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  details.games {
    margin-bottom: 0.75rem;
    padding: 0.5rem 1rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  details.games summary {
    min-height: var(--hs-target);
    display: flex;
    align-items: center;
    font-weight: 700;
    cursor: pointer;
  }
  .rule {
    white-space: normal;
    font-weight: 400;
  }
  .hint,
  .muted {
    color: var(--hs-muted);
  }
  ${badgeStyles}
  .badge {
    font-size: 0.78rem;
    vertical-align: 0.1em;
  }
  label.inline {
    display: grid;
    gap: 0.2rem;
    font-weight: 600;
  }
  label.inline select {
    font-weight: 400;
  }
  .print-only {
    display: none;
  }
  .jump {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0.6rem 0 0;
  }
  button.small {
    padding: 0.2rem 0.7rem;
    font-size: 0.9rem;
  }

  /* Turn bar */
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1.25rem;
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .turn-block {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.6rem;
  }
  .turn {
    font-size: 1.4rem;
    font-weight: 800;
  }
  .turn .of {
    font-size: 1rem;
    font-weight: 600;
  }
  ${wrapRowStyles('.bar-actions', 'end')}
  .bar-actions {
    margin-left: auto;
  }
  .alert {
    border: 3px solid var(--hs-bad);
    background: var(--hs-warn-bg);
    border-radius: var(--hs-radius);
    padding: 0.75rem 1rem;
    font-weight: 700;
    margin-top: 0.75rem;
  }

  /* Counters, and a game's own panels boxed alike (class \`tile\`) */
  .counters {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    gap: 0.75rem;
    margin-top: 0.75rem;
  }
  .counter,
  .tile {
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .counter.over {
    border-color: var(--hs-bad);
  }
  .counter .count {
    font-size: 1.6rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .counter .detail {
    font-size: 0.9rem;
  }
  meter {
    width: 100%;
    height: 1.2rem;
  }

  /* Steps and log */
  ol.steps {
    padding-left: 1.5rem;
  }
  ol.steps li {
    padding: 0.3rem 0;
  }
  ol.steps li.done {
    color: var(--hs-muted);
    text-decoration: line-through;
  }
  ol.steps li.current {
    font-weight: 700;
  }

  /* Unit tables */
  .table-wrap {
    overflow-x: auto;
    /* Holds the hidden column headings, so a table wider than the page scrolls only inside. */
    position: relative;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.3rem 0.4rem;
    border-bottom: 1px solid var(--hs-border);
    vertical-align: middle;
  }
  .pips {
    display: inline-flex;
    gap: 0.2rem;
    vertical-align: middle;
  }
  .pip {
    width: 0.9rem;
    height: 0.9rem;
    border: 2px solid var(--hs-text);
    border-radius: 50%;
  }
  .pip.on {
    background: var(--hs-text);
  }
  .row-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
  .row-actions button {
    padding: 0.25rem 0.6rem;
  }

  /* History */
  .history ol {
    margin: 0 0 0.5rem;
    padding-left: 2.2rem;
  }
  .history li {
    padding: 0.3rem 0;
    border-bottom: 1px solid var(--hs-surface-2);
  }
  .history li .changes {
    display: inline-block;
    margin-right: 0.5rem;
  }
  .history .when {
    display: inline-block;
    margin-right: 0.35rem;
    padding: 0 0.35rem;
    border: 1px solid var(--hs-border);
    border-radius: 4px;
    font-size: 0.8rem;
    font-weight: 700;
    color: var(--hs-muted);
  }

  /* Why the button before it was refused (said in the status line too). */
  .refused {
    display: block;
    margin: 0.25rem 0 0.5rem;
    color: var(--hs-bad);
    font-weight: 600;
  }
  @media print {
    .no-print,
    .bar-actions,
    .row-actions,
    .jump,
    hs-saved-games,
    details.games {
      display: none !important;
    }
    .print-only {
      display: inline;
    }
    .bar,
    .counter,
    .tile {
      border: 1px solid #000;
      border-radius: 0;
      background: #fff;
    }
    .table-wrap {
      overflow: visible;
    }
    tr,
    li,
    .counter {
      break-inside: avoid;
    }
  }
`;
