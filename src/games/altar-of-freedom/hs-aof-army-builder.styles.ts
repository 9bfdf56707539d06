import { css } from 'lit';

/**
 * Layout of the army builder: editor beside a sticky points summary on wide screens, stacked on
 * phones; in print only the roster shows, laid out for A4 and Letter.
 */
export const builderStyles = css`
  :host {
    display: block;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .layout {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
  }
  .summary {
    order: -1;
  }
  .points-bar {
    position: sticky;
    top: 0;
    z-index: 2;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    margin: 0 0 0.75rem;
    padding: 0.4rem 1rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    font-variant-numeric: tabular-nums;
    box-shadow: 0 2px 6px rgb(0 0 0 / 0.15);
  }
  .points-bar strong {
    font-size: 1.15rem;
  }
  .points-bar .bad {
    color: var(--hs-bad);
    font-weight: 700;
  }
  .points-bar .ok {
    color: var(--hs-good);
    font-weight: 700;
  }
  @media (min-width: 60rem) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 20rem;
      align-items: start;
    }
    .summary {
      order: 0;
      position: sticky;
      top: 0.5rem;
    }
    .points-bar {
      display: none;
    }
  }
  .block,
  .saved,
  .summary {
    padding: 0.75rem 1rem 1rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .main {
    display: grid;
    gap: 1rem;
    min-width: 0;
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
  .muted {
    color: var(--hs-muted);
  }
  p.muted {
    margin: 0 0 0.75rem;
    font-size: 0.92rem;
  }
  .badge {
    display: inline-block;
    padding: 0 0.4rem;
    border: 1px solid var(--hs-warn-border);
    background: var(--hs-warn-bg);
    border-radius: 4px;
    font-size: 0.78rem;
    font-weight: 600;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }
  .field {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  .field input,
  .field select {
    font-weight: 400;
    min-width: 0;
    width: 100%;
  }
  .notice ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  .notice p {
    margin: 0 0 0.5rem;
  }
  .saved-head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  .saved-head h2 {
    margin: 0;
  }
  .saved-list {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
  }
  .saved-list li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0;
    border-top: 1px solid var(--hs-border);
  }
  .saved-list li[aria-current='true'] strong {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
  .saved-name {
    flex: 1 1 14rem;
    display: grid;
  }
  .saved-name .muted {
    font-size: 0.9rem;
  }
  .confirm {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  button.danger {
    border-color: var(--hs-bad);
    color: var(--hs-bad);
  }
  .army-fields {
    display: grid;
    gap: 0.75rem;
    margin-bottom: 0.75rem;
  }
  .sizes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .sizes legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
    padding: 0;
  }
  .size {
    position: relative;
    flex: 1 1 7rem;
  }
  .size input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .size span {
    display: grid;
    place-items: center;
    min-height: var(--hs-target);
    padding: 0.35rem 0.75rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    color: var(--hs-accent);
    text-align: center;
  }
  .size input:checked + span {
    background: var(--hs-accent);
    color: var(--hs-accent-text);
  }
  .size input:focus-visible + span {
    outline: 3px solid var(--hs-focus);
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 0.25rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.25rem 0.5rem;
    border-top: 1px solid var(--hs-border);
    vertical-align: middle;
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--hs-muted);
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .limits tr.off > * {
    color: var(--hs-bad);
    font-weight: 700;
  }
  .limits .mark {
    display: inline-block;
    width: 1.2em;
    text-align: center;
  }
  .generals {
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  .general fieldset,
  fieldset.division {
    margin: 0;
    padding: 0.5rem 0.75rem 0.75rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    min-width: 0;
  }
  .general legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  .general-fields {
    display: grid;
    grid-template-columns: minmax(8rem, 2fr) 5.5rem minmax(9rem, 2fr) auto;
    gap: 0.5rem;
    align-items: end;
  }
  .chips {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0.5rem 0 0;
    padding: 0;
  }
  .chips li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding-left: 0.6rem;
    border: 1px solid var(--hs-accent);
    border-radius: 999px;
    background: var(--hs-accent-soft);
  }
  .chips button,
  button.icon {
    min-width: var(--hs-target);
    padding: 0;
    border-color: transparent;
    background: transparent;
    font-size: 1.3rem;
    line-height: 1;
  }
  .chips button {
    border-radius: 999px;
  }
  fieldset.division {
    margin-bottom: 0.75rem;
  }
  .division-head {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem 0.75rem;
    margin-bottom: 0.5rem;
  }
  .div-name {
    flex: 1 1 14rem;
  }
  .subtotal {
    min-height: var(--hs-target);
    display: inline-flex;
    align-items: center;
    color: var(--hs-muted);
    font-variant-numeric: tabular-nums;
  }
  .exceptional {
    min-height: var(--hs-target);
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
  .exceptional input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  .brigades input[type='text'] {
    width: 100%;
    min-width: 6rem;
  }
  .brigades td:nth-child(2) {
    width: 8.5rem;
  }
  .brigades td:nth-child(3) {
    width: 6rem;
  }
  .brigades td:nth-child(3) select {
    min-width: 4.5rem;
  }
  .brigades td:nth-child(4) {
    width: 3rem;
  }
  .brigades td:last-child {
    width: 3rem;
    padding-right: 0;
  }
  .brigades select {
    width: 100%;
  }
  .fixed-sm {
    display: inline-block;
    padding-left: 0.7rem;
  }
  .summary h2 {
    margin-bottom: 0.25rem;
  }
  .totals {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  .totals div {
    display: grid;
  }
  .totals dt {
    font-size: 0.85rem;
    color: var(--hs-muted);
  }
  .totals dd {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .totals output {
    font-size: 1.6rem;
  }
  .totals .over dd,
  .totals .over dt {
    color: var(--hs-bad);
  }
  .messages ul {
    margin: 0;
    padding-left: 1.1rem;
    max-height: 40vh;
    overflow: auto;
  }
  .messages li {
    margin-bottom: 0.3rem;
  }
  .messages li.error {
    color: var(--hs-bad);
  }
  .verdict {
    font-weight: 700;
    margin: 0.5rem 0 0.25rem;
  }
  .verdict.ok {
    color: var(--hs-good);
  }
  .verdict.bad {
    color: var(--hs-bad);
  }
  .field-error {
    margin: 0.35rem 0 0;
    color: var(--hs-bad);
    font-weight: 600;
  }
  .field-error:empty {
    display: none;
  }
  .status:empty {
    display: none;
  }
  .print-only {
    display: none;
  }
  @media (max-width: 40rem) {
    .general-fields {
      grid-template-columns: minmax(0, 1fr) 5.5rem;
    }
    .general-fields > :nth-child(3) {
      grid-column: 1 / -1;
    }
    .totals output {
      font-size: 1.3rem;
    }
    .brigades thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    .brigades tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) 5.5rem var(--hs-target);
      gap: 0.35rem;
      padding: 0.4rem 0;
      border-top: 1px solid var(--hs-border);
    }
    .brigades td {
      border: 0;
      padding: 0;
      width: auto !important;
    }
    .brigades td:first-child {
      grid-column: 1 / -1;
    }
    .brigades td:nth-child(4) {
      display: none;
    }
    .fixed-sm {
      padding-top: 0.6rem;
    }
    th,
    td {
      padding: 0.25rem 0.25rem;
    }
  }
  @media print {
    .no-print,
    .layout {
      display: none !important;
    }
    .print-only {
      display: block;
    }
    .roster {
      font-size: 10pt;
      color: #000;
    }
    .roster-head {
      border-bottom: 2.5pt solid #000;
      padding-bottom: 4pt;
      margin-bottom: 8pt;
    }
    .kicker {
      margin: 0;
      font-size: 8pt;
      text-transform: uppercase;
      letter-spacing: 0.12em;
    }
    .roster-head h2 {
      margin: 2pt 0;
      font-size: 18pt;
      font-family: Georgia, 'DejaVu Serif', serif;
    }
    .roster-head p {
      margin: 0;
    }
    .roster-head .roster-rules {
      margin-top: 2pt;
      font-size: 8.5pt;
    }
    .roster .rule {
      color: #000;
      font-size: 7.5pt;
    }
    .roster caption {
      font-size: 10.5pt;
      border-bottom: 1pt solid #000;
      padding-bottom: 2pt;
      margin-bottom: 0;
    }
    .roster th,
    .roster td {
      padding: 1.5pt 4pt;
      border-top: 0.5pt solid #999;
      color: #000;
    }
    .roster thead th {
      font-size: 7pt;
      color: #000;
      border-top: 0;
    }
    .roster tfoot th,
    .roster tfoot td {
      border-top: 1pt solid #000;
      font-weight: 700;
    }
    .roster-generals {
      margin-bottom: 10pt;
    }
    .roster-divisions {
      columns: 2;
      column-gap: 14pt;
    }
    .roster-division {
      break-inside: avoid;
      margin-bottom: 10pt;
    }
    .roster-foot {
      margin-top: 8pt;
      padding-top: 4pt;
      border-top: 1pt solid #000;
      font-size: 8.5pt;
    }
  }
`;
