import { css } from 'lit';

/**
 * The roster's tables: compact ones inside groups (a name, an arm, a number), and the page's
 * main `roster` table, whose rows become labelled cards on a phone; entry names with their
 * marks, notes and tool links; and print.
 */
export const rosterTableStyles = css`
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
  }
  table.compact th,
  table.compact td {
    padding: 0.3rem 0.75rem;
    border-top: 1px solid var(--hs-border);
  }
  /* Column headings of both kinds of table: small, upper case, muted. */
  table.compact thead th,
  table.roster thead th {
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--hs-muted);
  }
  table.compact thead th {
    font-size: 0.8rem;
    background: var(--hs-surface-2);
  }
  table.compact tbody th {
    font-weight: 600;
  }
  table.compact td:nth-child(2),
  table.compact th:nth-child(2) {
    width: 9rem;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    width: 3.5rem;
  }
  table.roster {
    background: var(--hs-surface);
  }
  table.roster th,
  table.roster td {
    padding: 0.5rem;
    border-bottom: 1px solid var(--hs-border);
  }
  table.roster thead th {
    font-size: 0.78rem;
    border-bottom: 2px solid var(--hs-text);
    white-space: nowrap;
  }
  abbr {
    text-decoration: none;
  }
  table.roster th.who {
    font-weight: 400;
    width: 46%;
  }
  table.roster .name {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 0.4rem;
    font-size: 1.05rem;
    font-weight: 700;
  }
  .placeholder {
    font-style: italic;
    color: var(--hs-muted);
  }
  tr.has-entered th.who {
    box-shadow: inset 4px 0 0 var(--hs-warn-border);
  }
  .tag {
    display: block;
    margin-top: 0.2rem;
    font-size: 0.85rem;
    font-weight: 600;
  }
  th ul.notes {
    margin: 0.25rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.88rem;
    font-weight: 400;
    color: var(--hs-muted);
  }
  ul.notes li {
    margin: 0.1rem 0;
  }
  .links {
    margin: 0.35rem 0 0;
    font-size: 0.9rem;
  }
  .links ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .links-label {
    font-weight: 600;
  }
  .links a {
    display: inline-flex;
    align-items: center;
    min-height: var(--hs-target);
    padding-block: 0;
  }
  th button.edit {
    display: block;
    margin-top: 0.35rem;
    padding: 0.25rem 0.8rem;
    font-size: 0.9rem;
  }
  table.roster .value {
    font-weight: 700;
    font-size: 1.05rem;
    font-variant-numeric: tabular-nums;
  }
  table.roster .value.entered {
    font-style: italic;
  }
  tr.editor-row td {
    padding: 0 0 0.75rem;
    border-bottom: 2px solid var(--hs-border);
  }

  /* Phones: each row of the main table becomes a card, each value labelled. */
  @media (max-width: 640px) {
    table.roster thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    table.roster,
    table.roster tbody,
    table.roster tr,
    table.roster th.who {
      display: block;
      width: auto;
    }
    table.roster tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 0.25rem 0.5rem;
      padding: 0.5rem 0.25rem;
      border-bottom: 2px solid var(--hs-border);
    }
    table.roster th.who {
      grid-column: 1 / -1;
      padding: 0 0.25rem;
      border: 0;
    }
    table.roster td {
      display: block;
      padding: 0.15rem 0.25rem;
      border: 0;
    }
    table.roster td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--hs-muted);
    }
    table.roster tr.editor-row {
      display: block;
      padding: 0;
    }
  }
  @media (max-width: 30rem) {
    table.compact th,
    table.compact td {
      padding: 0.3rem 0.5rem;
    }
    table.compact td:nth-child(2),
    table.compact th:nth-child(2) {
      width: auto;
    }
  }
  @media print {
    table.compact td:nth-child(2),
    table.compact th:nth-child(2) {
      width: 6.5rem;
    }
    table.compact th,
    table.compact td {
      padding: 0.1rem 0.5rem;
      font-size: 0.85rem;
    }
    table.roster {
      font-size: 9.5pt;
      background: #fff;
    }
    table.roster th,
    table.roster td {
      padding: 0.15rem 0.3rem;
      border-bottom: 0.5pt solid #000;
    }
    tr {
      break-inside: avoid;
    }
    thead {
      display: table-header-group;
    }
    thead th,
    table.compact thead th {
      background: none;
      color: #000;
    }
    ul.notes,
    th ul.notes {
      color: #000;
      font-size: 0.75rem;
    }
    .links {
      display: none;
    }
  }
`;
