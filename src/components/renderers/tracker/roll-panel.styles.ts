import { css } from 'lit';

/**
 * The tracker's roll panel: a framed box, its choices in a wrapping row, the result waiting to be
 * applied in an accent box; not printed (the roller is for play, the sheet is the state).
 */
export const rollPanelStyles = css`
  .roll-panel {
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    margin-top: 0.75rem;
  }
  .roll-panel .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem;
    margin: 0.5rem 0;
  }
  .roll-panel .controls label {
    display: grid;
    gap: 0.2rem;
  }
  .roll-panel .apply {
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
  @media print {
    .roll-panel {
      display: none !important;
    }
  }
`;
