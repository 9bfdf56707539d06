import { css } from 'lit';
import { sectionHeadingStyles } from '../shared/section-heading-styles.js';

/**
 * The roster's tree: sections (a side's badge, facts, rulings), nested sections, cards with
 * their values and edit button, folding groups of compact tables, search hits, and print (every
 * group unfolded, two columns of groups, a page per section where the view asks for it).
 */
export const rosterTreeStyles = css`
  .roster-section {
    margin-top: 1.5rem;
  }
  ${sectionHeadingStyles('.roster-section > h2')}
  .roster-section > h2 {
    border-bottom: 3px solid var(--hs-text);
    font-size: 1.35rem;
  }
  .roster-section .roster-section {
    margin-top: 1.25rem;
  }
  .roster-section > h3 {
    margin: 0 0 0.4rem;
    font-size: 1.15rem;
  }
  .section-badge {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    padding: 0.1rem 0.5rem;
    border-radius: 4px;
    color: var(--hs-accent-text);
    background: var(--hs-accent);
  }
  .section-badge.tone-muted {
    background: var(--hs-muted);
    color: var(--hs-surface);
  }
  .count {
    display: inline-block;
    min-width: 1.8em;
    padding: 0 0.35rem;
    border-radius: 999px;
    background: var(--hs-surface-2);
    font-size: 0.9rem;
    font-weight: 600;
    text-align: center;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    margin: 0 0 0.5rem;
  }
  .facts div,
  .values div {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
  }
  .facts dt {
    font-weight: 700;
  }
  .facts dt::after,
  .values dt::after {
    content: ':';
  }
  .facts dd,
  .values dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .ruling {
    margin: 0.25rem 0 0.75rem;
    padding: 0.4rem 0.75rem;
    border-left: 4px solid var(--hs-warn-border);
    background: var(--hs-warn-bg);
    font-size: 0.92rem;
  }
  .section-note,
  .group-note {
    margin: 0.25rem 0 0.5rem;
    font-size: 0.92rem;
    color: var(--hs-muted);
  }
  .group-note {
    padding: 0 0.75rem;
  }
  .card {
    margin: 0.5rem 0 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--hs-border);
    border-left: 4px solid var(--hs-text);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.25rem 0.75rem;
    align-items: center;
  }
  .card > :not(.edit) {
    grid-column: 1;
  }
  .card > .edit {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  .card > .editor {
    grid-column: 1 / -1;
  }
  .card.has-entered {
    border-left-style: dashed;
    border-left-color: var(--hs-accent);
  }
  .card-head {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
    align-items: baseline;
  }
  .card-head strong {
    font-size: 1.05rem;
  }
  .detail {
    color: var(--hs-muted);
    font-size: 0.9rem;
  }
  .values {
    display: flex;
    flex-wrap: wrap;
    gap: 0.1rem 1.5rem;
    margin: 0;
  }
  .values dt {
    color: var(--hs-muted);
  }
  .card ul.notes {
    margin: 0;
    padding-left: 1.1rem;
    font-size: 0.88rem;
    color: var(--hs-muted);
  }
  .group {
    margin: 0.5rem 0;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
    break-inside: avoid;
  }
  .group.optional {
    border-style: dashed;
    border-color: var(--hs-warn-border);
  }
  summary,
  .group-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    min-height: var(--hs-target);
    padding: 0.35rem 0.75rem;
    margin: 0;
    font-weight: 700;
  }
  summary {
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '';
    flex: none;
    width: 0.55rem;
    height: 0.55rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
    transition: transform 0.15s;
  }
  details[open] > summary::before {
    transform: rotate(45deg);
  }
  .group-name {
    flex: 1 1 auto;
  }
  .group-count {
    font-weight: 400;
    color: var(--hs-muted);
    font-variant-numeric: tabular-nums;
  }
  tr.hit > *,
  .card.hit {
    background: var(--hs-accent-soft);
  }
  @media (min-width: 75rem) {
    .groups {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0 0.75rem;
      align-items: start;
    }
  }
  @media print {
    .groups {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0 8pt;
      align-items: start;
    }
    .roster-section {
      margin-top: 0.75rem;
    }
    .page-each > .roster-section + .roster-section {
      break-before: page;
    }
    .roster-section > h2,
    .roster-section > h3 {
      break-after: avoid;
    }
    .roster-section > h2 {
      font-size: 1.2rem;
    }
    .roster-section .roster-section {
      margin-top: 0.6rem;
      break-inside: auto;
    }
    .section-badge,
    .section-badge.tone-muted {
      color: #000;
      background: none;
      border: 1px solid #000;
    }
    .card {
      break-inside: avoid;
      background: none;
      padding: 0.25rem 0.5rem;
      display: block;
    }
    .group {
      background: none;
      margin: 0.35rem 0;
    }
    details::details-content {
      content-visibility: visible;
      display: block;
    }
    summary::before {
      display: none;
    }
    summary,
    .group-head {
      min-height: 0;
      padding: 0.15rem 0.5rem;
    }
    tr.hit > *,
    .card.hit {
      background: none;
    }
    .ruling {
      background: none;
      border-left-color: #000;
    }
  }
`;
