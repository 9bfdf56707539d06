import { css } from 'lit';

/**
 * A boxed `details.disclosure` whose summary is a full touch target: for optional parts of a
 * tool that stay folded until wanted (a general's traits, the secret bidding worksheet).
 */
export const disclosureStyles = css`
  details.disclosure {
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
    padding: 0.25rem 1rem;
    background: var(--hs-surface);
  }
  details.disclosure > summary {
    min-height: var(--hs-target);
    display: flex;
    align-items: center;
    font-weight: 600;
    cursor: pointer;
  }
`;
