import { css } from 'lit';

/**
 * The tracker's form panel: labelled fields in a wrapping row, hints, the refusal, one button;
 * not printed (a form is for entering; the printed sheet is the state).
 */
export const formPanelStyles = css`
  .form-panel .fields {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: end;
  }
  .form-panel .field {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
    grid-template-columns: minmax(0, 1fr);
    min-width: min(12rem, 100%);
    max-width: 100%;
  }
  .form-panel select {
    max-width: 100%;
  }
  .form-panel .check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--hs-target);
    font-weight: 600;
  }
  .form-panel .hint {
    font-weight: 400;
    color: var(--hs-muted);
  }
  .form-panel input[type='password'] {
    min-height: var(--hs-target);
    padding: 0.4rem 0.6rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    color: var(--hs-text);
    font: inherit;
  }
  .form-panel .error {
    color: var(--hs-bad);
    font-weight: 600;
  }
  /* Typed on a state another tab has since changed. */
  .form-panel .error:empty {
    display: none;
  }
  @media print {
    .form-panel {
      display: none !important;
    }
  }
`;
