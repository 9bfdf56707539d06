import { css } from 'lit';

/** The battle tracker's own parts: the armies' boxes and the units' states in the tables. */
export const battleTrackerStyles = css`
  .army.broken {
    border-color: var(--hs-bad);
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
`;
