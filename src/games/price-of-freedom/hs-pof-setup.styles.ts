import { css } from 'lit';

/**
 * The set-up sheet: a card on screen; on paper, a black-on-white game aid (9 pt text at least,
 * ruled tables with repeated headers, no row split across pages, headings kept with what
 * follows).
 */
export const setupStyles = css`
  :host {
    display: block;
    --sheet-serif:
      'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif',
      serif;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.75rem 1.25rem;
    margin: 0 0 1rem;
  }
  fieldset.paper {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  fieldset.paper legend {
    padding: 0;
    margin-bottom: 0.25rem;
    font-weight: 600;
  }
  fieldset.paper label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: var(--hs-target);
  }
  .notice {
    margin: 0 0 1rem;
  }
  .notice p {
    margin: 0;
  }
  .print-only {
    display: none;
  }

  .sheet {
    container-type: inline-size;
    background: var(--hs-surface);
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    padding: clamp(0.75rem, 3vw, 1.75rem);
    line-height: 1.4;
  }
  .masthead {
    border-bottom: 3px double var(--hs-text);
    padding-bottom: 0.5rem;
    margin-bottom: 0.75rem;
  }
  .kicker {
    margin: 0;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--hs-muted);
  }
  h2 {
    margin: 0.1rem 0 0;
    font-family: var(--sheet-serif);
    font-size: clamp(1.5rem, 5vw, 2.1rem);
    line-height: 1.15;
  }
  .sub {
    margin: 0.2rem 0 0;
    font-family: var(--sheet-serif);
    font-size: 1.05rem;
  }
  h3 {
    margin: 0 0 0.4rem;
    padding-bottom: 0.15rem;
    border-bottom: 2px solid var(--hs-text);
    font-family: var(--sheet-serif);
    font-size: 1.1rem;
    line-height: 1.25;
  }
  h3 .rule {
    font-family: var(--hs-font);
    font-weight: 400;
  }
  .block {
    margin: 0 0 1.1rem;
    min-width: 0;
  }
  .pair {
    display: grid;
    gap: 0 1.5rem;
  }
  @container (min-width: 40rem) {
    .pair {
      grid-template-columns: 1fr 1fr;
    }
  }
  .rule {
    white-space: normal;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.25rem 0.4rem;
    border-bottom: 1px solid var(--hs-border);
  }
  thead th {
    font-size: 0.75rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: var(--hs-muted);
    border-bottom: 1.5px solid var(--hs-text);
  }
  tbody th {
    font-weight: 700;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 1.5px solid var(--hs-text);
    border-bottom: 0;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td.space {
    font-size: 1.1rem;
    font-weight: 800;
  }
  table.facts th {
    width: 7.5rem;
    padding-left: 0;
  }
  td ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  td li + li {
    margin-top: 0.15rem;
  }
  .side-tag {
    display: inline-block;
    padding: 0 0.3rem;
    border: 1.5px solid var(--hs-text);
    border-radius: 3px;
    font-family: var(--hs-font);
    font-size: 0.75em;
    font-weight: 700;
    vertical-align: 0.1em;
  }
  .side-tag.csa {
    background: var(--hs-text);
    color: var(--hs-surface);
  }
  .mark {
    color: var(--hs-accent);
  }
  .warn {
    color: var(--hs-bad);
  }

  table.turns th[scope='row'] {
    width: 6.5rem;
  }
  .turn-no {
    display: block;
    font-size: 1.3rem;
    font-weight: 800;
    line-height: 1.1;
  }
  .period {
    display: block;
    font-weight: 400;
    font-size: 0.85rem;
    color: var(--hs-muted);
  }
  td.free {
    white-space: nowrap;
  }
  td.free .line {
    display: block;
  }
  .screen-only {
    color: var(--hs-muted);
    font-size: 0.85rem;
  }
  .draft {
    display: block;
    font-size: 0.85em;
    color: var(--hs-muted);
    white-space: normal;
  }
  td.arriving {
    min-width: 8rem;
  }
  .yours {
    font-style: italic;
    font-size: 0.85em;
  }
  .blank {
    display: block;
    height: 1.4em;
    border-bottom: 1px dotted var(--hs-muted);
  }
  .blank.short {
    height: 1.2em;
  }
  .tick {
    width: 1.6rem;
  }
  @media screen {
    .tick,
    .blank {
      display: none;
    }
  }
  .box {
    display: inline-block;
    width: 0.85rem;
    height: 0.85rem;
    border: 1.5px solid var(--hs-text);
    border-radius: 2px;
  }
  .legend,
  .intro {
    margin: 0.35rem 0 0;
    font-size: 0.85rem;
    color: var(--hs-muted);
  }
  .legend a {
    display: inline;
  }
  ul.unplaced {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1.25rem;
    margin: 0.35rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
  }
  ul.rulings {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
  }
  ul.rulings li {
    margin: 0 0 0.35rem;
    break-inside: avoid;
  }
  .rid {
    display: inline-block;
    min-width: 2.4em;
    padding: 0 0.2rem;
    border: 1px solid var(--hs-text);
    border-radius: 3px;
    text-align: center;
  }

  /* Phones: the turn track's cells flow under each turn. */
  @container (max-width: 34rem) {
    table.turns thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    table.turns,
    table.turns tbody,
    table.turns tr,
    table.turns th,
    table.turns td {
      display: block;
      width: auto;
    }
    table.turns tr {
      padding: 0.4rem 0;
      border-bottom: 1.5px solid var(--hs-text);
    }
    table.turns th,
    table.turns td {
      border: 0;
      padding: 0.1rem 0;
    }
    table.turns .turn-no,
    table.turns .period {
      display: inline;
      margin-right: 0.5rem;
    }
    table.turns td.free {
      white-space: normal;
    }
    table.turns th[scope='row'] {
      width: auto;
    }
    table.turns td.tick {
      display: none;
    }
    table.turns td[data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 700;
    }
    table.turns td.free .line {
      display: inline;
      margin-right: 0.6rem;
    }
    table.turns .draft {
      display: inline;
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
    .screen-only {
      display: none;
    }
    .sheet {
      border: 0;
      border-radius: 0;
      padding: 0;
      background: #fff;
      line-height: 1.3;
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
    }
    .kicker,
    thead th,
    .legend,
    .intro,
    .period,
    .draft {
      color: #000;
    }
    .kicker {
      font-size: 9pt;
    }
    h2 {
      font-size: 20pt;
    }
    .sub {
      font-size: 11pt;
    }
    h3 {
      font-size: 11.5pt;
      border-bottom-color: #000;
      break-after: avoid;
    }
    table,
    thead th,
    .legend,
    .intro,
    ul.rulings,
    ul.unplaced,
    .period,
    .draft,
    .yours {
      font-size: 9pt;
    }
    .rule,
    .side-tag,
    .rid {
      font-size: 9pt;
      color: #000;
    }
    .turn-no {
      font-size: 12pt;
    }
    td.space {
      font-size: 11pt;
    }
    th,
    td {
      padding: 0.12rem 0.3rem;
      border-bottom: 0.5pt solid #000;
    }
    thead th {
      border-bottom-width: 1pt;
    }
    thead {
      display: table-header-group;
    }
    .side-tag.csa {
      background: #000;
      color: #fff;
    }
    .mark {
      color: #000;
    }
    .block {
      margin-bottom: 4mm;
      break-inside: avoid;
    }
    .block.flow {
      break-inside: auto;
    }
    .masthead {
      break-after: avoid;
    }
    tr,
    li,
    .legend {
      break-inside: avoid;
    }
    .pair {
      grid-template-columns: 1fr 1fr;
      align-items: start;
    }
    .blank {
      border-bottom-color: #000;
    }
  }
`;
