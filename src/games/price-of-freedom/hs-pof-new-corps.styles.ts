import { css } from 'lit';

/** Placing new corps in the tracker: boxed groups, wrapping rows of fields; not printed. */
export const newCorpsStyles = css`
  :host {
    display: block;
    margin-top: 1rem;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  fieldset.box {
    margin: 0.75rem 0 0;
    padding: 0.5rem 1rem 0.75rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    min-width: 0;
  }
  legend {
    font-weight: 700;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem 0.75rem;
    margin: 0.5rem 0;
  }
  .field {
    display: grid;
    gap: 0.2rem;
    font-weight: 600;
    min-width: 0;
  }
  .field select,
  .field input {
    font-weight: 400;
    max-width: 100%;
  }
  .flag {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: var(--hs-target);
  }
  .hint,
  .rule {
    color: var(--hs-muted);
    font-size: 0.9rem;
    font-weight: 400;
  }
  .hint {
    margin: 0.35rem 0;
  }
  .error {
    color: var(--hs-bad);
    font-weight: 600;
    margin: 0.35rem 0;
  }
  .error:empty {
    display: none;
  }
  .tcs {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 0.5rem 1rem;
  }
  input[type='number'] {
    width: 5rem;
  }
  ul.placed {
    margin: 0.25rem 0;
    padding-left: 1.25rem;
  }
  @media print {
    :host {
      display: none;
    }
  }
`;
