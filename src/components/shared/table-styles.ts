import { css } from 'lit';

/**
 * Small data tables inside a tool (limits, brigades, rosters): full width, a bold caption, rows
 * ruled above, small upper-case column headings, and `.num` columns of figures set right.
 */
export const tableStyles = css`
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
`;
