import { css } from 'lit';

/** Layout of the generic roller: situation beside the roll on wide screens, stacked on phones. */
export const rollToolStyles = css`
  :host {
    display: block;
  }
  .summary {
    margin-top: 0;
  }
  .layout {
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @media (min-width: 56rem) {
    .layout {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      align-items: start;
    }
  }
  .sides {
    display: grid;
    gap: 1rem;
  }
  .roll {
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    padding: 0.5rem 1rem 1rem;
    background: var(--hs-surface);
  }
  @media (min-width: 56rem) {
    .roll {
      position: sticky;
      top: 0.5rem;
    }
  }
  h2 {
    font-size: 1.2rem;
    margin: 0.5rem 0;
  }
  .mode {
    display: flex;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
  .mode button {
    flex: 1;
  }
  .mode button[aria-pressed='true'] {
    background: var(--hs-accent);
    color: var(--hs-accent-text);
  }
  button.big {
    width: 100%;
    min-height: 3.5rem;
    font-size: 1.25rem;
  }
  button.rolling {
    animation: shake 0.45s ease-in-out;
  }
  @keyframes shake {
    0%,
    100% {
      transform: rotate(0);
    }
    25% {
      transform: rotate(-2deg);
    }
    75% {
      transform: rotate(2deg);
    }
  }
  .totals {
    font-variant-numeric: tabular-nums;
  }
  .result {
    min-height: 4rem;
  }
  .placeholder {
    color: var(--hs-muted);
  }
  .outcome {
    font-size: 1.5rem;
    font-weight: 800;
    margin: 0.5rem 0;
  }
  .outcome.bad {
    color: var(--hs-bad);
  }
  .outcome.good {
    color: var(--hs-good);
  }
  .breakdown {
    width: 100%;
    border-collapse: collapse;
  }
  .breakdown th,
  .breakdown td {
    text-align: left;
    padding: 0.3rem;
    border-bottom: 1px solid var(--hs-border);
    vertical-align: top;
  }
  .total {
    font-size: 1.25rem;
    font-weight: 700;
  }
  .die {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    margin-right: 0.25rem;
    border: 2px solid var(--hs-text);
    border-radius: 6px;
    font-weight: 800;
    font-size: 1.2rem;
    background: var(--hs-surface);
  }
  .source {
    font-size: 0.9rem;
    color: var(--hs-muted);
  }
  section.odds,
  section.table,
  section.notes,
  section.log {
    margin-top: 1.5rem;
  }
  @media print {
    .mode,
    button.big,
    hs-dice-entry,
    section.log,
    hs-share-button {
      display: none;
    }
    .roll {
      border: 1px solid #000;
    }
  }
`;
