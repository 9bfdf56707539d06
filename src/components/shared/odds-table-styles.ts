import { css } from 'lit';
import { sharedStyles } from './shared-styles.js';
import { tableFrameStyles } from './table-styles.js';

/**
 * What the tables of exact chances share (a roll's odds, a battle's losses): the shared styles,
 * each table a block of its own in the tool table's frame, its cells ruled off below. Each view
 * sets its own cell spacing and alignment.
 */
export const oddsTableStyles = [
  sharedStyles,
  tableFrameStyles,
  css`
    :host {
      display: block;
    }
    th,
    td {
      padding-block: 0.3rem;
      border-bottom: 1px solid var(--hs-border);
    }
  `,
];
