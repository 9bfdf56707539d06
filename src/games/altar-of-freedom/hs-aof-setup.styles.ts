import { css } from 'lit';

/**
 * The Altar of Freedom setup sheet, after the shared sheet styles (`printSheetStyles`): its
 * date line, army sub-sections, grid of sectors with deployment chips, turn track with tick
 * boxes, reinforcements and rulings in two columns on wide screens.
 */
export const setupStyles = css`
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
  h4 {
    margin: 0.6rem 0 0.2rem;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--hs-muted);
  }
  @container (min-width: 40rem) {
    .pair {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    .pair.top {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
    }
  }

  /* Tables */
  table.facts td {
    padding-right: 0;
  }
  td li + li {
    margin-top: 0.1rem;
  }
  /* The reference column: as narrow as its words allow; a long section heading wraps. */
  .ref {
    width: 22%;
    min-width: 6.5rem;
  }
  /* A long heading word ('Reinforcement') may break rather than widen a narrow column. */
  td .rule {
    overflow-wrap: anywhere;
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

  /* Armies */
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
    column-gap: 1.5rem;
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
    /* The rulings list is long (a rulebook place for each): set closer on paper. */
    /* On paper the turn track leaves out the places of its events: the special rules and
       reinforcements tables below give each one, and the sheet keeps to its page budget. */
    table.turns .rule {
      display: none;
    }
    /* Each ruling names its rulebook places: the list is set closer on paper. */
    ul.rulings {
      line-height: 1.15;
    }
    ul.rulings li {
      margin-bottom: 0.1rem;
    }
    h4,
    .who {
      color: #000;
    }
    .date {
      font-size: 11pt;
    }
    h4 {
      font-size: 9pt;
      break-after: avoid;
    }
    .commander,
    .losses,
    .ruling,
    .intro,
    .objectives,
    h4 {
      font-size: 9pt;
    }
    .chip,
    .missing {
      font-size: 9pt;
      color: #000;
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
    .chip.zone.csa {
      background: #000;
      color: #fff;
    }
    .ruling,
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
    .unit {
      color: #000;
    }
  }
`;
