import { css } from 'lit';

/**
 * The War Effort tracker's blockade, forces and victory panels; on phones, each table row as a
 * small labelled grid; on paper, black on white with the controls replaced by their values.
 */
export const warEffortMoreStyles = css`
  /* Blockade */
  .coasts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
    gap: 0.75rem;
    margin: 0.75rem 0;
  }
  .coast {
    padding: 0.6rem 1rem;
  }
  .coast.closed {
    border-color: var(--hs-accent);
  }
  .coast ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .coast li {
    padding: 0.15rem 0;
  }
  .coast .mark {
    display: inline-block;
    width: 1.2em;
    font-weight: 800;
  }
  .coast li.shut .mark {
    color: var(--hs-good);
  }
  .error {
    color: var(--hs-bad);
    font-weight: 600;
  }
  .error:empty {
    display: none;
  }

  /* Forces */
  table.deploy th[scope='row'] {
    width: 40%;
  }
  .big {
    font-size: 1.4rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }

  /* Victory */
  .verdict {
    margin: 0 0 0.5rem;
    font-weight: 700;
  }
  .verdict .hint {
    display: block;
    font-weight: 400;
  }
  .side-tag {
    display: inline-block;
    margin-right: 0.25rem;
    padding: 0 0.3rem;
    border: 1.5px solid var(--hs-text);
    border-radius: 3px;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .side-tag.csa {
    background: var(--hs-text);
    color: var(--hs-surface);
  }
  tr.met {
    background: color-mix(in srgb, var(--hs-good) 14%, transparent);
  }
  tr.met .result {
    color: var(--hs-good);
  }
  tr.unchecked th,
  tr.unchecked td {
    color: var(--hs-muted);
  }
  td.result {
    white-space: nowrap;
  }
  table.victory tbody th {
    font-weight: 500;
  }

  /* Phones: table rows become small grids, each value labelled. */
  @media screen and (max-width: 600px) {
    .stack thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    .stack,
    .stack tbody,
    .stack tfoot {
      display: block;
    }
    .stack tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0.25rem 0.75rem;
      align-items: center;
      padding: 0.45rem 0.25rem;
      border-bottom: 1px solid var(--hs-border);
    }
    .stack th,
    .stack td {
      display: block;
      padding: 0;
      border: 0;
    }
    .stack th[scope='row'] {
      grid-column: 1 / -1;
      width: auto;
    }
    .stack td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.72rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--hs-muted);
    }
    .stack td.none {
      display: none;
    }
    .stack tfoot tr {
      grid-template-columns: 1fr auto;
      border-bottom: 0;
    }
    .stack tfoot th[scope='row'] {
      grid-column: auto;
    }
    /* Ledger: value, the counts choice, and what it adds on one line. */
    .ledger .stack tbody tr {
      grid-template-columns: auto 1fr auto;
    }
    .ledger .stack td.num {
      text-align: left;
    }
    .ledger .stack td.adds {
      text-align: right;
    }
    .ledger .stack td.counts select {
      min-width: 0;
      width: 100%;
    }
    /* Regions: name and control side by side, the lines it feeds below. */
    table.regions.stack tr {
      grid-template-columns: 1fr auto;
      grid-template-areas: 'name ctl' 'lines lines';
    }
    table.regions.stack th[scope='row'] {
      grid-area: name;
    }
    table.regions.stack td.ctl {
      grid-area: ctl;
    }
    table.regions.stack td.lines {
      grid-area: lines;
    }
    table.regions.stack td.lines::before {
      display: none;
    }
    table.boxes.stack tr {
      grid-template-columns: auto 1fr;
    }
    table.victory.stack tr {
      grid-template-columns: auto 1fr;
      align-items: start;
    }
    table.deploy th[scope='row'] {
      width: auto;
    }
  }

  @media print {
    :host {
      font-size: 9.5pt;
      color: #000;
    }
    .print-only {
      display: inline;
    }
    select,
    .bar-actions {
      display: none !important;
    }
    h2 {
      font-size: 12pt;
      margin: 4mm 0 2mm;
      break-after: avoid;
    }
    h3 {
      font-size: 10.5pt;
      break-after: avoid;
    }
    .stepper-row,
    details.games {
      border: 1px solid #000;
      border-radius: 0;
      background: #fff;
    }
    .level .value {
      font-size: 20pt;
    }
    .summary {
      grid-template-columns: 1fr 1fr 2fr;
    }
    .ledgers {
      grid-template-columns: 1fr;
      gap: 4mm;
    }
    .events {
      grid-template-columns: 1fr 1fr 1fr;
    }
    .coasts {
      grid-template-columns: 1fr 1fr;
    }
    .event .hint {
      display: none;
    }
    tfoot {
      display: table-row-group;
    }
    table {
      font-size: 9pt;
    }
    th,
    td {
      padding: 0.1rem 0.25rem;
      border-bottom: 0.5pt solid #000;
    }
    thead th {
      color: #000;
      border-bottom: 1pt solid #000;
    }
    thead {
      display: table-header-group;
    }
    tr,
    li,
    .ruling,
    .event,
    .coast,
    .level {
      break-inside: avoid;
    }
    .note,
    .hint,
    .muted,
    .thresholds,
    .rule {
      color: #000;
      font-size: 9pt;
    }
    .table-wrap {
      overflow: visible;
    }
    .history li .changes {
      margin: 0;
    }
    tr.met {
      background: #e5e5e5;
    }
    .kind.permanent {
      background: #fff;
    }
  }
`;
