import { css } from 'lit';

/**
 * The War Effort tracker: turn bar, the two levels and the gap, the two ledgers side by side on
 * wide screens, event cards, region and blockade tables, forces, victory and history; on paper,
 * black on white with the controls replaced by their values.
 */
export const warEffortStyles = css`
  :host {
    display: block;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h2 {
    font-size: 1.25rem;
    margin: 1.5rem 0 0.5rem;
  }
  h2.game-name {
    margin-top: 0.75rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 0 0 0.4rem;
  }
  .status:empty {
    display: none;
  }
  .status {
    margin: 0 0 0.5rem;
    font-weight: 600;
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
  .jump {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0.6rem 0 0;
  }
  .hint {
    margin: 0.35rem 0;
    color: var(--hs-muted);
    font-size: 0.9rem;
  }
  .muted {
    color: var(--hs-muted);
  }
  .note {
    display: block;
    font-weight: 400;
    font-size: 0.85rem;
    color: var(--hs-muted);
  }
  .warn {
    display: block;
    color: var(--hs-bad);
    font-weight: 600;
    font-size: 0.9rem;
  }
  .badge {
    display: inline-block;
    padding: 0 0.4rem;
    border: 1px solid var(--hs-border);
    border-radius: 999px;
    font-size: 0.78rem;
    font-weight: 600;
    vertical-align: 0.1em;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem;
    margin: 0.4rem 0;
  }
  label.inline,
  .field {
    display: grid;
    gap: 0.2rem;
    font-weight: 600;
  }
  label.inline select,
  .field select,
  .field input {
    font-weight: 400;
  }
  .print-only {
    display: none;
  }
  label.flag {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: var(--hs-target);
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
    font-size: 1.5rem;
    font-weight: 800;
  }
  .turn .of {
    font-size: 1rem;
    font-weight: 600;
    color: var(--hs-muted);
  }
  .order {
    margin: 0;
    flex: 1 1 16rem;
  }
  .bar-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem;
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
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
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
  .table-wrap {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
    background: var(--hs-surface);
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.35rem 0.45rem;
    border-bottom: 1px solid var(--hs-surface-2);
  }
  thead th {
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--hs-muted);
    border-bottom: 2px solid var(--hs-border);
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  .num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  tfoot th,
  tfoot td {
    font-weight: 800;
    font-size: 1.1rem;
    border-top: 2px solid var(--hs-border);
    border-bottom: 0;
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
  tr.off th,
  tr.off td {
    color: var(--hs-muted);
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
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
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

  /* Blockade */
  .coasts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
    gap: 0.75rem;
    margin: 0.75rem 0;
  }
  .coast {
    padding: 0.6rem 1rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
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
  details.add-coastal {
    margin-top: 0.5rem;
  }
  details.add-coastal summary {
    min-height: var(--hs-target);
    display: flex;
    align-items: center;
    font-weight: 600;
    color: var(--hs-accent);
    cursor: pointer;
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
  button.small {
    padding: 0.2rem 0.7rem;
    font-size: 0.9rem;
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
    details.add-coastal,
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
    .bar,
    .level,
    .event,
    .coast,
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
