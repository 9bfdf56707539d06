import { css } from 'lit';

/**
 * The Price of Freedom set-up sheet, after the shared sheet styles (`printSheetStyles`): its
 * subtitle, marker spaces, Turn Record Track (flowing under each turn on phones), blanks to
 * fill in on paper and the list of what is not placed.
 */
export const setupStyles = css`
  :host {
    --sheet-block-gap: 1.1rem;
  }
  .print-only {
    display: none;
  }

  .sub {
    margin: 0.2rem 0 0;
    font-family: var(--sheet-serif);
    font-size: 1.05rem;
  }
  @container (min-width: 40rem) {
    .pair {
      grid-template-columns: 1fr 1fr;
    }
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
  td li + li {
    margin-top: 0.15rem;
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
  @media screen {
    .blank {
      display: none;
    }
  }
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
    .print-only {
      display: inline;
    }
    .screen-only {
      display: none;
    }
    .intro,
    .period,
    .draft {
      color: #000;
    }
    .sub {
      font-size: 11pt;
    }
    .intro,
    ul.unplaced,
    .period,
    .draft,
    .yours {
      font-size: 9pt;
    }
    .turn-no {
      font-size: 12pt;
    }
    td.space {
      font-size: 11pt;
    }
    .mark {
      color: #000;
    }
    .pair {
      grid-template-columns: 1fr 1fr;
    }
    .blank {
      border-bottom-color: #000;
    }
  }
`;
