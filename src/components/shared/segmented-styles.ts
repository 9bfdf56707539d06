import { css, unsafeCSS } from 'lit';

/**
 * A radio hidden over its `span` so the span reads as a button (`option > input[type=radio] +
 * span`): the input covers the option, the chosen span is filled, the focused one outlined. Both
 * the segmented choice and the army builder's size buttons draw their options this way.
 */
export function hiddenRadioStyles(option: string) {
  const o = unsafeCSS(option);
  return css`
    ${o} input {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      margin: 0;
      opacity: 0;
      cursor: pointer;
    }
    ${o} input:checked + span {
      background: var(--hs-accent);
      color: var(--hs-accent-text);
    }
    ${o} input:focus-visible + span {
      outline: 3px solid var(--hs-focus);
      outline-offset: 2px;
    }
  `;
}

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
  ${hiddenRadioStyles('.segmented')}
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
`;
