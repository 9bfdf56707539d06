import { css } from 'lit';

/**
 * The commander roster: a table per side (rows stack into cards on phones), missing values as
 * dashed “enter” buttons, the player's values marked, the inline editor, and print.
 */
export const commandersStyles = css`
  :host {
    display: block;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h2 {
    font-size: 1.25rem;
    margin: 1.5rem 0 0.5rem;
  }
  h2 .count {
    display: inline-block;
    min-width: 1.8em;
    padding: 0 0.35rem;
    border-radius: 999px;
    background: var(--hs-surface-2);
    font-size: 0.9rem;
    text-align: center;
    vertical-align: 0.15em;
  }
  .rule {
    white-space: normal;
  }
  .hint {
    color: var(--hs-muted);
    font-size: 0.9rem;
  }
  .notice {
    margin: 0 0 0.75rem;
  }
  .notice p,
  .notice ul {
    margin: 0.25rem 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }
  .legend {
    padding: 0.75rem 1rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .legend p {
    margin: 0 0 0.5rem;
  }
  dl.marks {
    margin: 0 0 0.5rem;
    display: grid;
    gap: 0.35rem;
  }
  dl.marks dt {
    display: inline;
    font-weight: 700;
  }
  dl.marks dt::after {
    content: ': ';
  }
  dl.marks dd {
    display: inline;
    margin: 0;
  }
  .mark {
    font-size: 1.1em;
    color: var(--hs-accent);
  }
  .controls {
    margin: 1rem 0 0;
  }
  .print-only {
    display: none;
  }
  .status:empty {
    display: none;
  }
  .status {
    font-weight: 600;
  }

  /* Roster table */
  table.roster {
    width: 100%;
    border-collapse: collapse;
    background: var(--hs-surface);
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem;
    border-bottom: 1px solid var(--hs-border);
  }
  thead th {
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--hs-muted);
    border-bottom: 2px solid var(--hs-text);
    white-space: nowrap;
  }
  abbr {
    text-decoration: none;
  }
  th.who {
    font-weight: 400;
    width: 46%;
  }
  .name {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 0.4rem;
    font-size: 1.05rem;
    font-weight: 700;
  }
  .placeholder {
    font-style: italic;
    color: var(--hs-muted);
  }
  tr.has-entered th.who {
    box-shadow: inset 4px 0 0 var(--hs-warn-border);
  }
  .tag {
    display: block;
    margin-top: 0.2rem;
    font-size: 0.85rem;
    font-weight: 600;
  }
  ul.notes {
    margin: 0.25rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.88rem;
    color: var(--hs-muted);
  }
  ul.notes li {
    margin: 0.1rem 0;
  }
  .links {
    margin: 0.35rem 0 0;
    font-size: 0.9rem;
  }
  .links ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .links-label {
    font-weight: 600;
  }
  .links a {
    display: inline-flex;
    align-items: center;
    min-height: var(--hs-target);
    padding-block: 0;
  }
  button.edit {
    margin-top: 0.35rem;
    padding: 0.25rem 0.8rem;
    font-size: 0.9rem;
  }
  .value {
    font-weight: 700;
    font-size: 1.05rem;
    font-variant-numeric: tabular-nums;
  }
  .value.entered {
    font-style: italic;
  }
  .badge {
    display: inline-block;
    padding: 0 0.4rem;
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 600;
    font-style: normal;
    white-space: nowrap;
  }
  .entered-badge {
    border: 1.5px dashed var(--hs-warn-border);
    background: var(--hs-warn-bg);
    color: var(--hs-text);
  }
  button.missing,
  .missing.sample {
    min-height: var(--hs-target);
    min-width: 0;
    padding: 0.2rem 0.5rem;
    border: 1.5px dashed var(--hs-warn-border);
    border-radius: 6px;
    background: transparent;
    color: var(--hs-text);
    font-size: 0.8rem;
    font-weight: 600;
    line-height: 1.2;
    text-align: left;
  }
  button.missing {
    display: inline-block;
  }
  button.missing .np {
    display: block;
    white-space: nowrap;
    color: var(--hs-muted);
    font-weight: 500;
  }
  button.missing .act {
    display: block;
    white-space: nowrap;
    color: var(--hs-accent);
  }
  .missing.sample {
    display: inline-block;
    min-height: 0;
    white-space: nowrap;
  }
  tr.editor-row td {
    padding: 0 0 0.75rem;
    border-bottom: 2px solid var(--hs-border);
  }
  form.editor {
    padding: 0.75rem 1rem;
    border: 2px solid var(--hs-accent);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .editor-note {
    margin: 0 0 0.5rem;
    font-size: 0.9rem;
  }
  .editor-fields {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }
  .field {
    display: grid;
    gap: 0.2rem;
    font-weight: 600;
  }
  .field select,
  .field input {
    font-weight: 400;
  }
  .errors {
    color: var(--hs-bad);
    font-weight: 600;
  }
  .errors ul {
    margin: 0.5rem 0 0;
    padding-left: 1.2rem;
  }
  .entered-data {
    margin-top: 1.5rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    background: var(--hs-surface);
  }
  .entered-data h2 {
    margin-top: 0;
  }

  /* Phones: each commander's row becomes a card, each value labelled. */
  @media (max-width: 640px) {
    table.roster thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    table.roster,
    table.roster tbody,
    table.roster tr,
    table.roster th.who {
      display: block;
      width: auto;
    }
    table.roster tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 0.25rem 0.5rem;
      padding: 0.5rem 0.25rem;
      border-bottom: 2px solid var(--hs-border);
    }
    table.roster th.who {
      grid-column: 1 / -1;
      padding: 0 0.25rem;
      border: 0;
    }
    table.roster td {
      display: block;
      padding: 0.15rem 0.25rem;
      border: 0;
    }
    table.roster td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      font-weight: 700;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--hs-muted);
    }
    table.roster tr.editor-row {
      display: block;
      padding: 0;
    }
    table.roster tr.editor-row td {
      padding: 0 0 0.75rem;
    }
  }

  @media print {
    :host {
      font-size: 9.5pt;
    }
    .print-only {
      display: inline;
    }
    .legend,
    table.roster {
      border: 0;
      background: #fff;
    }
    th,
    td {
      padding: 0.15rem 0.3rem;
      border-bottom: 0.5pt solid #000;
    }
    tr {
      break-inside: avoid;
    }
    thead {
      display: table-header-group;
    }
    .links {
      display: none;
    }
    ul.notes,
    .hint,
    thead th {
      color: #000;
    }
  }
`;
