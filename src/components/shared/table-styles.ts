import { css } from 'lit';

/**
 * A table across its container with its caption as a bold title above it: the frame every table
 * of a tool shares, whatever its cells look like (the odds views style their own).
 */
export const tableFrameStyles = css`
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 0.25rem;
  }
`;

/**
 * Small data tables inside a tool (limits, brigades, rosters): full width, a bold caption, rows
 * ruled above, small upper-case column headings, and `.num` columns of figures set right.
 */
export const tableStyles = css`
  ${tableFrameStyles}
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
