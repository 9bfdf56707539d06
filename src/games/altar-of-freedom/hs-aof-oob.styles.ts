import { css } from 'lit';

/** Layout of the OOB viewer: controls, army sections, division tables, general cards, print. */
export const oobStyles = css`
  :host {
    display: block;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem 1rem;
    align-items: end;
    padding: 0.75rem 1rem;
    margin-bottom: 0.5rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
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
  .match-status:empty {
    display: none;
  }
  .match-status {
    font-weight: 600;
    margin: 0.5rem 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .notice ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  .notice p {
    margin: 0 0 0.5rem;
  }
  .muted {
    color: var(--hs-muted);
  }
  .scenario-title {
    margin: 1rem 0 0;
    font-size: 1.4rem;
  }
  .scenario-head p {
    margin: 0.25rem 0;
  }
  .legend {
    font-size: 0.9rem;
    color: var(--hs-muted);
    max-width: 60rem;
  }
  .badge {
    display: inline-block;
    padding: 0 0.4rem;
    border: 1px solid var(--hs-border);
    border-radius: 4px;
    font-size: 0.78rem;
    font-weight: 600;
    color: var(--hs-muted);
    white-space: nowrap;
    vertical-align: 0.1em;
  }
  .entered-badge {
    border-style: dashed;
    border-color: var(--hs-accent);
    color: var(--hs-accent);
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
  .army {
    margin-top: 1.5rem;
  }
  .army > h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
    padding-bottom: 0.25rem;
    border-bottom: 3px solid var(--hs-text);
    font-size: 1.35rem;
  }
  .side {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    padding: 0.1rem 0.5rem;
    border-radius: 4px;
    color: var(--hs-accent-text);
    background: var(--hs-accent);
  }
  .side-csa {
    background: var(--hs-muted);
    color: var(--hs-surface);
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    margin: 0 0 0.5rem;
  }
  .facts div {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
  }
  .facts dt {
    font-weight: 700;
  }
  .facts dt::after {
    content: ':';
  }
  .facts dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .ruling {
    margin: 0.25rem 0 0.75rem;
    padding: 0.4rem 0.75rem;
    border-left: 4px solid var(--hs-warn-border);
    background: var(--hs-warn-bg);
    font-size: 0.92rem;
  }
  .command {
    margin-top: 1.25rem;
  }
  .command h3 {
    margin: 0 0 0.4rem;
    font-size: 1.15rem;
  }
  .command-note,
  .optional-note {
    margin: 0.25rem 0 0.5rem;
    font-size: 0.92rem;
    color: var(--hs-muted);
  }
  .general {
    margin: 0.5rem 0 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--hs-border);
    border-left: 4px solid var(--hs-text);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.25rem 0.75rem;
    align-items: center;
  }
  .general > :not(.edit) {
    grid-column: 1;
  }
  .general > .edit {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  .general > .editor {
    grid-column: 1 / -1;
  }
  .general.has-entered {
    border-left-style: dashed;
    border-left-color: var(--hs-accent);
  }
  .general-head {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
    align-items: baseline;
  }
  .general-head strong {
    font-size: 1.05rem;
  }
  .hq {
    color: var(--hs-muted);
    font-size: 0.9rem;
  }
  .rating {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 1.5rem;
    margin: 0;
  }
  .rating div {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
  }
  .rating dt {
    color: var(--hs-muted);
  }
  .rating dt::after {
    content: ':';
  }
  .rating dd {
    margin: 0;
  }
  .missing {
    font-style: italic;
    color: var(--hs-muted);
  }
  .blank {
    display: none;
  }
  .entered {
    font-weight: 700;
  }
  .role-note {
    margin: 0;
    font-size: 0.88rem;
    color: var(--hs-muted);
  }
  .editor {
    display: grid;
    gap: 0.6rem;
    margin-top: 0.5rem;
    padding-top: 0.6rem;
    border-top: 1px solid var(--hs-border);
  }
  .editor-note {
    margin: 0;
    font-size: 0.9rem;
  }
  .editor input[type='number'] {
    width: 8rem;
  }
  .hint {
    font-weight: 400;
    color: var(--hs-muted);
    font-size: 0.9rem;
  }
  .traits {
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    margin: 0;
    padding: 0.5rem 0.75rem;
  }
  .traits legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  .trait-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.25rem), 1fr));
    gap: 0 0.75rem;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--hs-target);
    cursor: pointer;
  }
  .check input {
    flex: none;
    margin: 0;
  }
  .check small {
    color: var(--hs-muted);
  }
  .errors:empty {
    display: none;
  }
  .errors {
    color: var(--hs-bad);
    font-weight: 600;
  }
  .errors ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  .division {
    margin: 0.5rem 0;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    break-inside: avoid;
  }
  .division.optional {
    border-style: dashed;
    border-color: var(--hs-warn-border);
  }
  summary,
  .unattached-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    min-height: var(--hs-target);
    padding: 0.35rem 0.75rem;
    margin: 0;
    font-weight: 700;
  }
  summary {
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '';
    flex: none;
    width: 0.55rem;
    height: 0.55rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
    transition: transform 0.15s;
  }
  details[open] > summary::before {
    transform: rotate(45deg);
  }
  .div-name {
    flex: 1 1 auto;
  }
  .div-count {
    font-weight: 400;
    color: var(--hs-muted);
    font-variant-numeric: tabular-nums;
  }
  .optional-note {
    padding: 0 0.75rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 0.3rem 0.75rem;
    border-top: 1px solid var(--hs-border);
    vertical-align: top;
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--hs-muted);
    background: var(--hs-surface-2);
  }
  tbody th {
    font-weight: 600;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    width: 3.5rem;
  }
  td:nth-child(2),
  th:nth-child(2) {
    width: 9rem;
  }
  tr.hit > *,
  .general.hit {
    background: var(--hs-accent-soft);
  }
  .unit-note {
    display: block;
    font-weight: 400;
    font-size: 0.88rem;
    color: var(--hs-muted);
  }
  .oob-notes ul {
    padding-left: 1.2rem;
  }
  .oob-notes li {
    margin-bottom: 0.35rem;
  }
  .oob-notes h3 {
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
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .entered-data h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  .status:empty {
    display: none;
  }
  @media (max-width: 30rem) {
    th,
    td {
      padding: 0.3rem 0.5rem;
    }
    td:nth-child(2),
    th:nth-child(2) {
      width: auto;
    }
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
  @media (min-width: 75rem) {
    .divisions {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0 0.75rem;
      align-items: start;
    }
  }
  @media print {
    .divisions {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0 8pt;
      align-items: start;
    }
    td:nth-child(2),
    th:nth-child(2) {
      width: 6.5rem;
    }
    .unit-note {
      font-size: 0.75rem;
    }
    .controls,
    .no-print,
    .match-status {
      display: none !important;
    }
    .legend {
      color: #000;
    }
    .army {
      margin-top: 0.75rem;
    }
    .army + .army {
      break-before: page;
    }
    .army > h2 {
      font-size: 1.2rem;
      break-after: avoid;
    }
    .side,
    .side-csa {
      color: #000;
      background: none;
      border: 1px solid #000;
    }
    .general {
      break-inside: avoid;
      background: none;
      padding: 0.25rem 0.5rem;
      display: block;
    }
    .blank {
      display: inline-block;
      width: 4rem;
      border-bottom: 1px solid #000;
      margin-left: 0.4rem;
    }
    .division {
      background: none;
      margin: 0.35rem 0;
    }
    details::details-content {
      content-visibility: visible;
      display: block;
    }
    summary::before {
      display: none;
    }
    summary,
    .unattached-head {
      min-height: 0;
      padding: 0.15rem 0.5rem;
    }
    th,
    td {
      padding: 0.1rem 0.5rem;
      font-size: 0.85rem;
    }
    thead th {
      background: none;
      color: #000;
    }
    tr.hit > *,
    .general.hit {
      background: none;
    }
    mark {
      background: none;
    }
    .ruling {
      background: none;
      border-left-color: #000;
    }
    .command {
      margin-top: 0.6rem;
      break-inside: auto;
    }
    .command h3 {
      break-after: avoid;
    }
  }
`;
