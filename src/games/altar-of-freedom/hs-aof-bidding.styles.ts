import { css } from 'lit';
import { checkMessagesStyles } from '../../components/shared/check-messages.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';

/** Layout of the bidding worksheet: one fieldset per general, the ratings and the messages. */
const layoutStyles = css`
  :host {
    display: block;
  }
  p.rule,
  .odds .rule {
    white-space: normal;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: end;
    margin-bottom: 0.5rem;
  }
  .row > label:not(.flag) {
    display: grid;
    gap: 0.2rem;
  }
  input[type='number'] {
    width: 6rem;
  }
  label.flag {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--hs-target);
  }
  fieldset.general {
    margin: 0.75rem 0;
    padding: 0.5rem 0.75rem 0.75rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    min-width: 0;
  }
  fieldset.general legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  .entered {
    margin: 0 0 0.5rem;
    color: var(--hs-muted);
  }
  .budget p {
    margin: 0.25rem 0;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid var(--hs-border);
    padding: 0.2rem 0.5rem;
    text-align: start;
  }
  table.bids th[scope='row'] {
    font-weight: 400;
  }
  table.bids input {
    width: 4.5rem;
  }
  table.ratings td {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  tr.zero {
    color: var(--hs-muted);
  }
  tr.zero td {
    font-weight: 400;
  }
  .result,
  .finest {
    margin-top: 1rem;
  }
  h3 {
    font-size: 1.1rem;
    margin: 0.5rem 0;
  }
`;

/** Every style of the bidding worksheet. */
export const biddingStyles = [sharedStyles, segmentedStyles, checkMessagesStyles, layoutStyles];
