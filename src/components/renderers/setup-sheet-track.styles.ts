import { css } from 'lit';

/**
 * A setup sheet's turn tracks (`table.turns`): `by-time` with narrow turn numbers and clock
 * times; `flows` with a turn's number and period, free corps, what it brings and blanks to
 * write on when printed, its cells flowing under each turn on phones.
 */
export const sheetTrackStyles = css`
  table.turns.by-time th[scope='row'] {
    width: 2.5rem;
    text-align: center;
  }
  table.turns .time {
    width: 4.5rem;
    white-space: nowrap;
  }
  table.turns.by-time thead th:first-child {
    text-align: center;
  }
  table.turns.flows th[scope='row'] {
    width: 6.5rem;
  }
  table.flows td li + li {
    margin-top: 0.15rem;
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

  /* Phones: the turn track's cells flow under each turn. */
  @container (max-width: 34rem) {
    table.flows thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    table.flows,
    table.flows tbody,
    table.flows tr,
    table.flows th,
    table.flows td {
      display: block;
      width: auto;
    }
    table.flows tr {
      padding: 0.4rem 0;
      border-bottom: 1.5px solid var(--hs-text);
    }
    table.flows th,
    table.flows td {
      border: 0;
      padding: 0.1rem 0;
    }
    table.flows .turn-no,
    table.flows .period {
      display: inline;
      margin-right: 0.5rem;
    }
    table.flows td.free {
      white-space: normal;
    }
    table.flows th[scope='row'] {
      width: auto;
    }
    table.flows td.tick {
      display: none;
    }
    table.flows td[data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 700;
    }
    table.flows td.free .line {
      display: inline;
      margin-right: 0.6rem;
    }
    table.flows .draft {
      display: inline;
    }
  }

  @media print {
    /* A terse track leaves out the places of its events on paper: the tables below give each. */
    table.terse .rule {
      display: none;
    }
    .period,
    .draft {
      color: #000;
    }
    .period,
    .draft,
    .yours {
      font-size: 9pt;
    }
    .turn-no {
      font-size: 12pt;
    }
    .blank {
      border-bottom-color: #000;
    }
  }
`;
