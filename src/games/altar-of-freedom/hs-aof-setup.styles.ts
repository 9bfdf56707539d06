import { css } from 'lit';

/**
 * The setup sheet: a card on screen; on paper, a compact black-on-white game aid (9–10 pt text,
 * ruled tables, sections kept whole, headings kept with what follows).
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
  .field {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
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
  .notice p {
    margin: 0;
  }
  .notice {
    margin: 0 0 1rem;
  }

  /* The sheet */
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
  .date {
    margin: 0.15rem 0 0;
    font-family: var(--sheet-serif);
    font-size: 1.05rem;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1rem;
    align-items: baseline;
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
  h4 {
    margin: 0.6rem 0 0.2rem;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--hs-muted);
  }
  .block {
    margin: 0 0 1rem;
    min-width: 0;
  }
  .pair {
    display: grid;
    gap: 0 1.5rem;
  }
  @container (min-width: 40rem) {
    .pair {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    .pair.top {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
    }
  }
  .nowrap {
    white-space: nowrap;
  }
  .rule {
    white-space: normal;
  }

  /* Tables */
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
  table.facts th {
    width: 7.5rem;
    padding-left: 0;
  }
  table.facts td {
    padding-right: 0;
  }
  td ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  td li + li {
    margin-top: 0.1rem;
  }
  .ref {
    width: 1%;
    white-space: nowrap;
  }
  .ref .rule {
    white-space: nowrap;
  }
  .missing {
    display: inline-block;
    padding: 0 0.35rem;
    border: 1px dashed var(--hs-warn-border);
    border-radius: 4px;
    font-size: 0.85em;
    color: var(--hs-text);
  }

  /* Grid of sectors */
  table.grid {
    table-layout: fixed;
    text-align: center;
  }
  table.grid th,
  table.grid td {
    text-align: center;
    vertical-align: middle;
    border: 1px solid var(--hs-border);
    padding: 0.2rem;
  }
  table.grid thead th,
  table.grid tbody th {
    width: 1.8rem;
    border: 0;
    background: none;
    font-size: 0.85rem;
    letter-spacing: 0;
    color: var(--hs-text);
  }
  table.grid thead th {
    width: auto;
  }
  table.grid thead td {
    width: 1.8rem;
    border: 0;
  }
  table.grid td {
    height: 3.2rem;
  }
  table.grid td.empty {
    background: repeating-linear-gradient(
      45deg,
      transparent 0 6px,
      color-mix(in srgb, var(--hs-border) 30%, transparent) 6px 7px
    );
  }
  .chip {
    display: inline-block;
    color: var(--hs-text);
    margin: 1px;
    padding: 0 0.25rem;
    border: 1.5px solid var(--hs-text);
    border-radius: 3px;
    font-size: 0.78rem;
    font-weight: 700;
    line-height: 1.35;
    white-space: nowrap;
  }
  .chip.zone.usa {
    background: var(--hs-accent-soft);
  }
  .chip.zone.csa {
    background: var(--hs-text);
    color: var(--hs-surface);
  }
  .chip.arrival {
    border-style: dashed;
    font-weight: 600;
  }
  .chip.arrival.csa {
    background: var(--hs-surface-2);
  }
  .legend {
    margin: 0.35rem 0 0;
    font-size: 0.85rem;
    color: var(--hs-muted);
  }

  /* Armies */
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
  .commander,
  .losses,
  .ruling,
  .intro {
    margin: 0.3rem 0;
    font-size: 0.9rem;
  }
  .ruling {
    padding-left: 0.6rem;
    border-left: 3px solid var(--hs-border);
  }
  table.zones th[scope='row'] {
    width: 1%;
    white-space: nowrap;
  }
  .who {
    display: block;
    margin-top: 0.15rem;
    color: var(--hs-muted);
  }
  .who .unit {
    color: var(--hs-text);
  }
  .unresolved {
    color: var(--hs-bad);
    font-weight: 700;
  }
  .objectives {
    margin: 0;
    padding-left: 1.1rem;
    font-size: 0.9rem;
  }
  .bp {
    font-size: 1.05rem;
  }

  /* Turn track */
  table.turns th[scope='row'] {
    width: 2.5rem;
    text-align: center;
  }
  table.turns .time {
    width: 4.5rem;
    white-space: nowrap;
  }
  table.turns thead th:first-child {
    text-align: center;
  }
  .tick {
    width: 1.6rem;
  }
  @media screen {
    .tick {
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
  table.reinforcements th[scope='row'] {
    width: 5rem;
    white-space: nowrap;
  }
  table.reinforcements .time {
    display: block;
    font-weight: 400;
    color: var(--hs-muted);
  }
  table.rules th[scope='row'] {
    width: 9rem;
  }
  ul.rulings {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
    column-gap: 1.5rem;
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
  @container (min-width: 40rem) {
    ul.rulings {
      columns: 2;
    }
  }
  table.bp-table th[scope='row'] {
    width: 8.5rem;
    white-space: nowrap;
  }
  table.bp-table td:last-child {
    width: 10rem;
  }
  td.sources {
    font-style: italic;
  }

  @media print {
    :host {
      font-size: 9.5pt;
      color: #000;
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
    h4,
    thead th,
    .legend,
    .who {
      color: #000;
    }
    .kicker {
      font-size: 9pt;
    }
    h2 {
      font-size: 20pt;
    }
    .date {
      font-size: 11pt;
    }
    h3 {
      font-size: 11.5pt;
      border-bottom-color: #000;
      break-after: avoid;
    }
    h4 {
      font-size: 9pt;
      break-after: avoid;
    }
    table,
    .commander,
    .losses,
    .ruling,
    .intro,
    .objectives,
    ul.rulings,
    .legend,
    thead th,
    h4 {
      font-size: 9pt;
    }
    .rule,
    .chip,
    .side-tag,
    .rid,
    .missing {
      font-size: 9pt;
      color: #000;
    }
    th,
    td {
      padding: 0.12rem 0.3rem;
      border-bottom-color: #000;
      border-bottom-width: 0.5pt;
    }
    thead th {
      border-bottom-width: 1pt;
    }
    table.grid th,
    table.grid td {
      border-color: #000;
      border-width: 0.5pt;
    }
    table.grid td {
      height: 10mm;
      padding: 0.5mm;
    }
    table.grid thead td,
    table.grid tbody th {
      width: 5mm;
    }
    .chip {
      padding: 0 1.5pt;
      margin: 0.3mm 0;
    }
    table.grid td.empty {
      background: repeating-linear-gradient(45deg, #fff 0 2mm, #bbb 2mm 2.2mm);
    }
    .chip.zone.usa {
      background: #fff;
    }
    .chip.zone.csa,
    .side-tag.csa {
      background: #000;
      color: #fff;
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
    .ruling,
    .legend,
    .sub,
    .commander {
      break-inside: avoid;
    }
    h3,
    h4,
    .commander {
      break-after: avoid;
      break-inside: avoid;
    }
    .chip.arrival.csa {
      background: #c8c8c8;
      color: #000;
    }
    .pair {
      align-items: start;
    }
    thead {
      display: table-header-group;
    }
    .unit {
      color: #000;
    }
  }
`;
