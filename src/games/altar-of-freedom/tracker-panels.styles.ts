import { css } from 'lit';

/** The battle tracker's own parts: the roll panel, and the units' states in the tables. */
export const battleTrackerStyles = css`
  .army.broken {
    border-color: var(--hs-bad);
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem;
    margin: 0.5rem 0;
  }
  .controls label {
    display: grid;
    gap: 0.2rem;
  }
  .panel {
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    margin-top: 0.75rem;
  }
  .apply {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.75rem;
    margin: 0.5rem 0;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-accent-soft);
  }
  tr.broken td,
  tr.broken th {
    background: var(--hs-warn-bg);
  }
  tr.removed,
  tr.not-arrived,
  tr.absent {
    color: var(--hs-muted);
  }
  .missing {
    color: var(--hs-muted);
    font-style: italic;
  }
  .entered {
    border-bottom: 2px dashed var(--hs-accent);
  }
  @media print {
    .panel {
      display: none !important;
    }
  }
`;
