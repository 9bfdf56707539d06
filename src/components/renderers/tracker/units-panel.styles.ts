import { css } from 'lit';
import { visuallyHidden } from '../../shared/shared-styles.js';

/**
 * The unit tables' filter and row menus; under 40rem each row is a compact block (name and its
 * menu on one line, the cells under it, each named by its column), so nothing is wider than a
 * phone and no table scrolls sideways.
 */
export const unitsPanelStyles = css`
  .unit-filter {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem 0.75rem;
    margin: 0 0 0.5rem;
  }
  .unit-filter label.inline {
    flex: 1 1 9rem;
    min-width: 0;
  }
  .unit-filter select {
    min-height: var(--hs-target);
    width: 100%;
  }
  .unit-filter .hint {
    flex-basis: 100%;
    font-size: 0.9rem;
  }
  td.row-actions {
    display: table-cell;
    width: 8rem;
  }
  .row-menu summary {
    min-height: var(--hs-target);
    min-width: var(--hs-target);
    display: inline-flex;
    align-items: center;
    padding: 0 0.75rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    font-weight: 600;
    cursor: pointer;
  }
  .row-menu[open] summary {
    background: var(--hs-surface-2);
  }
  .row-menu .menu {
    display: grid;
    gap: 0.25rem;
    margin-top: 0.25rem;
  }
  .row-menu .menu button,
  td.row-actions > button {
    min-height: var(--hs-target);
    padding: 0.25rem 0.6rem;
    text-align: left;
  }
  @media (max-width: 40rem) {
    .table-wrap {
      overflow-x: visible;
    }
    table.units thead {
      ${visuallyHidden}
    }
    table.units tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      column-gap: 0.75rem;
      padding: 0.35rem 0;
      border-bottom: 1px solid var(--hs-border);
    }
    table.units th,
    table.units td {
      border: none;
      padding: 0.1rem 0;
    }
    table.units th[scope='row'] {
      flex: 1 0 calc(100% - 8.75rem);
      min-width: 0;
    }
    table.units td.row-actions {
      order: 1;
      flex: 0 0 8rem;
      width: auto;
      text-align: right;
    }
    table.units td:not(.row-actions) {
      order: 2;
    }
    table.units td[data-col]:not([data-col=''])::before {
      content: attr(data-col) ': ';
      color: var(--hs-muted);
      font-size: 0.85rem;
    }
    .row-menu .menu {
      text-align: left;
    }
  }
`;
