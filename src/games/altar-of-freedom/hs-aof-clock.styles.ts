import { css } from 'lit';
import { disclosureStyles } from '../../components/shared/disclosure-styles.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';

/** Layout of the turn clock page: scenario, bidding worksheet, the clock and its odds. */
const layoutStyles = css`
  :host {
    display: block;
  }
  section.clock {
    padding: 0.5rem 0.75rem 0.75rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  h2 {
    font-size: 1.25rem;
    margin: 0.25rem 0 0.5rem;
  }
  h2 .rule {
    display: block;
    white-space: normal;
    font-weight: 400;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: end;
  }
  .controls label {
    display: grid;
    gap: 0.2rem;
  }
  .controls label.flag {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--hs-target);
  }
  section.clock .state {
    margin: 0;
    color: var(--hs-muted);
  }
  section.clock .message {
    margin: 0.25rem 0 0.5rem;
    font-weight: 600;
  }
  section.clock .message:empty {
    margin: 0;
  }
  section.clock h2 {
    margin: 0;
  }
  .value {
    font-size: 2rem;
    line-height: 1.1;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .rolls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .rolls button {
    font-size: 1.25rem;
    min-width: 3.5rem;
  }
  p.rule {
    white-space: normal;
  }
  .odds {
    margin: 0.25rem 0 0.75rem;
  }
  table.odds {
    border-collapse: collapse;
  }
  table.odds caption {
    text-align: start;
    padding-bottom: 0.25rem;
  }
  table.odds th,
  table.odds td {
    border: 1px solid var(--hs-border);
    padding: 0.25rem 0.5rem;
    text-align: start;
  }
  table.odds td {
    font-variant-numeric: tabular-nums;
  }
  details.bidding {
    margin-bottom: 1rem;
  }
  .scenario {
    margin-bottom: 1rem;
  }
  .expired {
    color: var(--hs-bad);
    font-weight: 700;
  }
`;

/** Every style of the turn clock page. */
export const clockStyles = [sharedStyles, disclosureStyles, layoutStyles];
