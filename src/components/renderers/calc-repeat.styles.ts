import { css } from 'lit';
import { wrapRowStyles } from '../shared/wrap-row-styles.js';

/**
 * A calculator's repeated groups: item cards with their heading, text field and Remove button on
 * one row, their other fields in a grid, and what each comes to as a term list; and lists of
 * radios each with its rule.
 */
export const repeatStyles = css`
  ol.items {
    list-style: none;
    margin: 0.75rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  li.item {
    padding: 0.5rem 0.75rem 0.75rem;
    border: 2px solid var(--hs-border);
    border-radius: var(--hs-radius);
  }
  li.item.problem {
    border-color: var(--hs-bad);
  }
  ${wrapRowStyles('.item-head', 'end')}
  .item-head h3 {
    margin: 0;
    font-size: 1rem;
    flex: 1 1 100%;
  }
  .item-head .field {
    flex: 1 1 10rem;
  }
  .item-head input[type='text'] {
    width: 100%;
  }
  .item-fields {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: 0.25rem 0.75rem;
    margin-top: 0.25rem;
  }
  .item-fields input {
    width: 4.5rem;
    text-align: center;
  }
  .item-fields .field {
    margin: 0;
  }
  dl.outcome {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.15rem 0.75rem;
    margin: 0.5rem 0 0;
  }
  dl.outcome dt {
    font-weight: 600;
  }
  dl.outcome dd {
    margin: 0;
  }
  dd.main {
    font-weight: 800;
    font-size: 1.1rem;
  }
  .warn-list {
    margin: 0.4rem 0 0;
    padding-left: 1.2rem;
    color: var(--hs-bad);
    font-weight: 600;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.75rem;
  }
  .result.long {
    position: static;
  }
  fieldset.choices {
    margin: 0.5rem 0 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  fieldset.choices legend {
    padding: 0;
    font-weight: 600;
  }
`;
