import { css } from 'lit';

/** The entry form: its note, its fields in a wrapping row, a grid of checkboxes, its problems. */
export const rosterFormStyles = css`
  form.editor {
    display: grid;
    gap: 0.6rem;
    margin-top: 0.5rem;
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .editor-note {
    margin: 0;
    font-size: 0.9rem;
  }
  .editor-fields {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }
  .editor input[type='number'] {
    width: 8rem;
  }
  .choices {
    flex: 1 1 100%;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    margin: 0;
    padding: 0.5rem 0.75rem;
  }
  .choices legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  .choice-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.25rem), 1fr));
    gap: 0 0.75rem;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--hs-target);
    cursor: pointer;
  }
  .check input {
    flex: none;
    margin: 0;
  }
  .check small {
    color: var(--hs-muted);
  }
  .errors:empty {
    display: none;
  }
  .errors {
    color: var(--hs-bad);
    font-weight: 600;
  }
  .errors ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;
