import { css } from 'lit';
import { hiddenRadioStyles } from '../../../components/shared/segmented-styles.js';

/**
 * The army builder's editor: the size buttons, the limits table, the generals with their trait
 * chips, and the divisions with a table of brigades that folds into rows on phones.
 */
export const editorStyles = css`
  .army-fields {
    display: grid;
    gap: 0.75rem;
    margin-bottom: 0.75rem;
  }
  .sizes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .sizes legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
    padding: 0;
  }
  .size {
    position: relative;
    flex: 1 1 7rem;
  }
  ${hiddenRadioStyles('.size')}
  .size span {
    display: grid;
    place-items: center;
    min-height: var(--hs-target);
    padding: 0.35rem 0.75rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    color: var(--hs-accent);
    text-align: center;
  }
  .limits tr.off > * {
    color: var(--hs-bad);
    font-weight: 700;
  }
  .limits .mark {
    display: inline-block;
    width: 1.2em;
    text-align: center;
  }
  .generals {
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  .general fieldset,
  fieldset.division {
    margin: 0;
    padding: 0.5rem 0.75rem 0.75rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    min-width: 0;
  }
  .general legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  .general-fields {
    display: grid;
    grid-template-columns: minmax(8rem, 2fr) 5.5rem minmax(9rem, 2fr) auto;
    gap: 0.5rem;
    align-items: end;
  }
  .chips {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0.5rem 0 0;
    padding: 0;
  }
  .chips li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding-left: 0.6rem;
    border: 1px solid var(--hs-accent);
    border-radius: 999px;
    background: var(--hs-accent-soft);
  }
  .chips button,
  button.icon {
    min-width: var(--hs-target);
    padding: 0;
    border-color: transparent;
    background: transparent;
    font-size: 1.3rem;
    line-height: 1;
  }
  .chips button {
    border-radius: 999px;
  }
  fieldset.division {
    margin-bottom: 0.75rem;
  }
  .division-head {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem 0.75rem;
    margin-bottom: 0.5rem;
  }
  .div-name {
    flex: 1 1 14rem;
  }
  .subtotal {
    min-height: var(--hs-target);
    display: inline-flex;
    align-items: center;
    color: var(--hs-muted);
    font-variant-numeric: tabular-nums;
  }
  .exceptional {
    min-height: var(--hs-target);
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
  .exceptional input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
  .brigades input[type='text'] {
    width: 100%;
    min-width: 6rem;
  }
  .brigades td:nth-child(2) {
    width: 8.5rem;
  }
  .brigades td:nth-child(3) {
    width: 6rem;
  }
  .brigades td:nth-child(3) select {
    min-width: 4.5rem;
  }
  .brigades td:nth-child(4) {
    width: 3rem;
  }
  .brigades td:last-child {
    width: 3rem;
    padding-right: 0;
  }
  .brigades select {
    width: 100%;
  }
  .fixed-sm {
    display: inline-block;
    padding-left: 0.7rem;
  }
  @media (max-width: 40rem) {
    .general-fields {
      grid-template-columns: minmax(0, 1fr) 5.5rem;
    }
    .general-fields > :nth-child(3) {
      grid-column: 1 / -1;
    }
    .brigades thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    .brigades tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) 5.5rem var(--hs-target);
      gap: 0.35rem;
      padding: 0.4rem 0;
      border-top: 1px solid var(--hs-border);
    }
    .brigades td {
      border: 0;
      padding: 0;
      width: auto !important;
    }
    .brigades td:first-child {
      grid-column: 1 / -1;
    }
    .brigades td:nth-child(4) {
      display: none;
    }
    .fixed-sm {
      padding-top: 0.6rem;
    }
    th,
    td {
      padding: 0.25rem 0.25rem;
    }
  }
`;
