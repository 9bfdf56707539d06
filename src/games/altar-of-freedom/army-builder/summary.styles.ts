import { css } from 'lit';

/** The army builder's points summary: the totals, larger on wide screens. */
export const summaryStyles = css`
  .summary h2 {
    margin-bottom: 0.25rem;
  }
  .totals {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  .totals div {
    display: grid;
  }
  .totals dt {
    font-size: 0.85rem;
    color: var(--hs-muted);
  }
  .totals dd {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .totals output {
    font-size: 1.6rem;
  }
  .totals .over dd,
  .totals .over dt {
    color: var(--hs-bad);
  }
  @media (max-width: 40rem) {
    .totals output {
      font-size: 1.3rem;
    }
  }
`;
