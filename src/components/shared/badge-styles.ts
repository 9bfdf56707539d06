import { css } from 'lit';

/**
 * A badge (`.badge`): a short word or figure in a small rounded frame beside a name (a value's
 * kind, a unit's arm, a count). The calculator, the roster, the reference and the tracker draw
 * theirs from this one rule and set only their own size and colour after it.
 */
export const badgeStyles = css`
  .badge {
    display: inline-block;
    padding: 0 0.4rem;
    border: 1px solid var(--hs-border);
    border-radius: 999px;
    font-size: 0.8rem;
    font-weight: 600;
  }
`;
