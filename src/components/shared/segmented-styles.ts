import { css } from 'lit';

/**
 * A segmented choice (`fieldset.segmented` of `label > input[type=radio] + span`): the options in
 * one row of joined buttons, the chosen one filled, each a full touch target.
 */
export const segmentedStyles = css`
  .segmented {
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .segmented legend {
    padding: 0;
    margin-bottom: 0.25rem;
    font-weight: 600;
  }
  .segmented label {
    position: relative;
  }
  .segmented input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .segmented span {
    display: inline-flex;
    align-items: center;
    min-height: var(--hs-target);
    padding: 0.4rem 0.85rem;
    border: 2px solid var(--hs-accent);
    background: var(--hs-surface);
    color: var(--hs-accent);
    font-weight: 600;
  }
  .segmented label + label span {
    border-left-width: 0;
  }
  .segmented label:first-of-type span {
    border-radius: var(--hs-radius) 0 0 var(--hs-radius);
  }
  .segmented label:last-of-type span {
    border-radius: 0 var(--hs-radius) var(--hs-radius) 0;
  }
  .segmented input:checked + span {
    background: var(--hs-accent);
    color: var(--hs-accent-text);
  }
  .segmented input:focus-visible + span {
    outline: 3px solid var(--hs-focus);
    outline-offset: 2px;
  }
`;
