import { css } from 'lit';
import { badgeStyles } from '../shared/badge-styles.js';
import { blockHostStyles } from '../shared/block-host-styles.js';
import { sectionHeadingStyles } from '../shared/section-heading-styles.js';

/**
 * Layout of a reference page: filter, sections, tables of numbers and entry cards; compact, two
 * columns of cards in print.
 */
export const referenceStyles = css`
  ${blockHostStyles}
  .intro {
    max-width: 60rem;
    margin-top: 0;
  }
  .filter {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
    max-width: 30rem;
  }
  .filter input {
    font-weight: 400;
  }
  .count {
    font-weight: 600;
    margin: 0.5rem 0 0;
  }
  section {
    margin-top: 1.5rem;
  }
  ${sectionHeadingStyles('h2')}
  h2 {
    border-bottom: 2px solid var(--hs-border);
    font-size: 1.25rem;
  }
  ul.entries {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
    gap: 0.75rem;
  }
  ul.entries > li {
    display: flex;
  }
  article {
    flex: 1 1 auto;
    min-width: 0;
    padding: 0.6rem 0.9rem 0.75rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    break-inside: avoid;
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.6rem;
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  ${badgeStyles}
  .badge {
    border-radius: 4px;
    font-size: 0.78rem;
    color: var(--hs-muted);
  }
  .description {
    margin: 0 0 0.5rem;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.2rem 0.75rem;
    font-size: 0.92em;
  }
  dt {
    color: var(--hs-muted);
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  dd ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  dd li + li {
    margin-top: 0.35rem;
  }
  dd a {
    display: inline-block;
    padding: 0.7rem 0.15rem;
    margin: -0.7rem -0.15rem;
    font-weight: 600;
  }
  .by-hand {
    color: var(--hs-muted);
  }
  mark {
    background: var(--hs-highlight);
    color: inherit;
  }
  .table-wrap {
    overflow-x: auto;
    margin: 0 0 1rem;
  }
  table {
    border-collapse: collapse;
    min-width: min(100%, 24rem);
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 0.35rem;
  }
  th,
  td {
    padding: 0.35rem 0.75rem 0.35rem 0;
    border-bottom: 1px solid var(--hs-border);
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: 0.9em;
    color: var(--hs-muted);
  }
  tbody td {
    font-variant-numeric: tabular-nums;
  }
  /* A row heading's note and rule, each on its own line. */
  tbody th .note,
  tbody th .rule {
    display: block;
    font-weight: 400;
    font-size: 0.9rem;
  }
  .table-notes {
    margin: 0.35rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.92em;
  }
  @media print {
    .filter,
    .count {
      display: none;
    }
    section {
      margin-top: 0.75rem;
    }
    h2 {
      break-after: avoid;
      font-size: 1.1rem;
    }
    ul.entries {
      grid-template-columns: 1fr 1fr;
      gap: 0.4rem;
    }
    article {
      padding: 0.3rem 0.5rem;
      font-size: 0.85rem;
    }
    h3 {
      font-size: 0.95rem;
    }
    dd a {
      color: #000;
      text-decoration: none;
    }
    mark {
      background: none;
    }
  }
`;
