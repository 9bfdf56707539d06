import { css } from 'lit';

/**
 * A table of figures that add up (a calculator's breakdown, the War Effort ledgers): top-aligned
 * cells on light rules, small upper-case column headings over a heavier rule, bold row headings,
 * `.num` columns set right, `.note`s on their own line under a row's heading, muted rows that do
 * not count (`tr.off`), and a bold total row (`tfoot`) ruled above. A view adds its own sizes
 * after these.
 */
export const figureTableStyles = css`
  th,
  td {
    vertical-align: top;
    padding: 0.35rem 0.4rem;
    border-bottom: 1px solid var(--hs-surface-2);
  }
  thead th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--hs-muted);
    border-bottom: 2px solid var(--hs-border);
  }
  tbody th {
    font-weight: 600;
  }
  .num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .note {
    display: block;
    font-weight: 400;
    font-size: 0.85rem;
    color: var(--hs-muted);
  }
  tr.off th,
  tr.off td {
    color: var(--hs-muted);
  }
  tfoot th,
  tfoot td {
    font-weight: 800;
    font-size: 1.05rem;
    border-top: 2px solid var(--hs-border);
    border-bottom: 0;
  }
`;
