import { css } from 'lit';

/** Battle tracker layout: status bar, break points, turn controls, roll panel, unit tables. */
export const trackerStyles = css`
  :host {
    display: block;
  }
  h2 {
    font-size: 1.25rem;
    margin: 1.25rem 0 0.5rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 1rem 0 0.25rem;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .bar .turn {
    font-size: 1.3rem;
    font-weight: 800;
  }
  .bar .spacer {
    flex: 1;
  }
  .armies {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    gap: 0.75rem;
    margin-top: 0.75rem;
  }
  .army {
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .army.broken {
    border-color: var(--hs-bad);
  }
  .army .count {
    font-size: 1.6rem;
    font-weight: 800;
  }
  meter {
    width: 100%;
    height: 1.2rem;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem;
    margin: 0.5rem 0;
  }
  .controls label {
    display: grid;
    gap: 0.2rem;
  }
  ol.eot {
    padding-left: 1.5rem;
  }
  ol.eot li {
    padding: 0.3rem 0;
  }
  ol.eot li.done {
    color: var(--hs-muted);
    text-decoration: line-through;
  }
  ol.eot li.current {
    font-weight: 700;
  }
  .panel {
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    margin-top: 0.75rem;
  }
  .apply {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.75rem;
    margin: 0.5rem 0;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-accent-soft);
  }
  .table-wrap {
    overflow-x: auto;
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
  tr.broken td,
  tr.broken th {
    background: var(--hs-warn-bg);
  }
  tr.removed,
  tr.not-arrived,
  tr.absent {
    color: var(--hs-muted);
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
  .alert {
    border: 3px solid var(--hs-bad);
    background: var(--hs-warn-bg);
    border-radius: var(--hs-radius);
    padding: 0.75rem 1rem;
    font-weight: 700;
    margin-top: 0.75rem;
  }
  .missing {
    color: var(--hs-muted);
    font-style: italic;
  }
  .entered {
    border-bottom: 2px dashed var(--hs-accent);
  }
  @media print {
    .controls,
    .row-actions,
    .panel,
    hs-saved-games,
    details.games {
      display: none !important;
    }
  }
`;
