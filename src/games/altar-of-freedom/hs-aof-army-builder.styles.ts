import { css } from 'lit';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { boxStyles } from '../../components/shared/box-styles.js';
import { blockHostStyles } from '../../components/shared/block-host-styles.js';
import { tableStyles } from '../../components/shared/table-styles.js';
import { checkMessagesStyles } from '../../components/shared/check-messages.js';
import { savedEntriesStyles } from '../../components/shared/saved-entries.styles.js';
import { armStyles } from './arm-icon.js';
import { editorStyles } from './army-builder/editor.styles.js';
import { rosterStyles } from './army-builder/roster.styles.js';
import { summaryStyles } from './army-builder/summary.styles.js';

/**
 * Layout of the army builder: editor beside a sticky points summary on wide screens, stacked on
 * phones (summary first, as in the source: a page painted while it is still arriving never
 * shifts), with a points bar that stays in view; the saved armies' list.
 */
const layoutStyles = css`
  .layout {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
  }
  .main {
    display: grid;
    gap: 1rem;
    min-width: 0;
  }
  .points-bar {
    position: sticky;
    top: 0;
    z-index: 2;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    margin: 0 0 0.75rem;
    padding: 0.4rem 1rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    font-variant-numeric: tabular-nums;
    box-shadow: 0 2px 6px rgb(0 0 0 / 0.15);
  }
  .points-bar strong {
    font-size: 1.15rem;
  }
  .points-bar .bad {
    color: var(--hs-bad);
    font-weight: 700;
  }
  .points-bar .ok {
    color: var(--hs-good);
    font-weight: 700;
  }
  @media (min-width: 60rem) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 20rem;
      align-items: start;
    }
    .main {
      grid-row: 1;
    }
    .summary {
      grid-column: 2;
      grid-row: 1;
      position: sticky;
      top: 0.5rem;
    }
    .points-bar {
      display: none;
    }
  }
  ${boxStyles('.block, .saved, .summary')}
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
  .muted {
    color: var(--hs-muted);
  }
  p.muted {
    margin: 0 0 0.75rem;
    font-size: 0.92rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }
  .field {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  .field input,
  .field select {
    font-weight: 400;
    min-width: 0;
    width: 100%;
  }
  .notice ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  .notice p {
    margin: 0 0 0.5rem;
  }
  .field-error {
    margin: 0.35rem 0 0;
    color: var(--hs-bad);
    font-weight: 600;
  }
  .field-error:empty {
    display: none;
  }
  .status:empty {
    display: none;
  }
  .print-only {
    display: none;
  }
`;

/** Every style of the army builder, in cascade order: the print roster last. */
export const builderStyles = [
  sharedStyles,
  armStyles,
  blockHostStyles,
  tableStyles,
  checkMessagesStyles,
  savedEntriesStyles,
  layoutStyles,
  editorStyles,
  summaryStyles,
  rosterStyles,
];
