import { css } from 'lit';

/**
 * Styles every component adopts: type, links, 44 px touch targets for links, buttons, inputs
 * (text, number, search and password fields, selects) and summaries, focus rings, a wrapping row of buttons (\`.actions\`), the visually-hidden helper
 * and print basics.
 */
/**
 * Hides an element from sight but not from screen readers, as declarations to put in a rule
 * that only applies at some widths (a phone's table header, a crumb the heading repeats).
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const sharedStyles = css`
  :host {
    font-family: var(--hs-font);
    color: var(--hs-text);
    /* A name typed without spaces (a saved game's, a unit's) wraps instead of widening the page. */
    overflow-wrap: break-word;
  }
  a {
    color: var(--hs-accent);
  }
  /* A link in running text gets a hit box 44 px tall: vertical padding on an inline box does not
     move any line. Links with a box of their own (cards, buttons, bars) set their own padding. */
  :where(a) {
    padding-block: calc((var(--hs-target) - 1em) / 2);
  }
  /* A ruling code ("C5") is too short for a 44 px target: its box is widened, and its extra
     height is taken back by negative margins so the line it sits in does not grow. */
  a.ruling-link {
    display: inline-block;
    box-sizing: border-box;
    min-width: var(--hs-target);
    min-height: var(--hs-target);
    padding-block: calc((var(--hs-target) - 1lh) / 2);
    margin-block: calc((1lh - var(--hs-target)) / 2);
    text-align: center;
    white-space: nowrap;
  }
  /* Text kept as typed (another tab changed what it edits, or the app updated): kept-typed.ts. */
  .kept-typed {
    margin: 0.5rem 0;
    padding: 0.25rem 0.5rem;
    border-left: 4px solid var(--hs-warn-border);
    background: var(--hs-warn-bg);
  }
  summary {
    min-height: var(--hs-target);
    align-content: center;
    cursor: pointer;
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  summary:focus-visible,
  [tabindex]:focus-visible {
    outline: 3px solid var(--hs-focus);
    outline-offset: 2px;
  }
  /* Every control is a touch target tall (border and padding included, so a text field, a select
     and a button side by side line up), on the surface, in the page's type. */
  button,
  .button,
  select,
  input[type='text'],
  input[type='number'],
  input[type='search'],
  input[type='password'] {
    box-sizing: border-box;
    min-height: var(--hs-target);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    font: inherit;
  }
  button,
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4em;
    min-width: var(--hs-target);
    padding: 0.5rem 1rem;
    border: 2px solid var(--hs-accent);
    color: var(--hs-accent);
    font-weight: 600;
    cursor: pointer;
    text-decoration: none;
  }
  button.primary,
  .button.primary {
    background: var(--hs-accent);
    color: var(--hs-accent-text);
  }
  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  select,
  input[type='text'],
  input[type='number'],
  input[type='search'],
  input[type='password'] {
    padding: 0.4rem 0.6rem;
    border: 2px solid var(--hs-border);
    color: var(--hs-text);
  }
  /* A select sizes to its longest option, and a fieldset to its widest content: on a phone both
     must still fit their column. */
  select {
    max-width: 100%;
  }
  fieldset {
    min-inline-size: 0;
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 1.5rem;
    height: 1.5rem;
    accent-color: var(--hs-accent);
  }
  /* A row of buttons, wrapping on a narrow screen. */
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  /* A rulebook place: section headings can be long, so it wraps like any text. */
  .rule {
    color: var(--hs-muted);
    font-size: 0.85em;
  }
  .notice {
    border: 2px solid var(--hs-warn-border);
    background: var(--hs-warn-bg);
    border-radius: var(--hs-radius);
    padding: 0.75rem 1rem;
  }
  @media print {
    :host {
      color: #000;
    }
    .no-print,
    button {
      display: none !important;
    }
    a.ruling-link {
      display: inline;
      min-width: 0;
      padding: 0;
      margin: 0;
      color: inherit;
      text-decoration: none;
    }
  }
`;
