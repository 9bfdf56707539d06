import { css } from 'lit';
import { sheetGridStyles } from './setup-sheet-grid.styles.js';
import { sheetTrackStyles } from './setup-sheet-track.styles.js';

/**
 * The looks a setup sheet's data can ask for, after the shared sheet styles
 * (`printSheetStyles`): the subtitle, sections side by side, sub-sections, the tables' looks,
 * paragraphs, lists, units and marks; the map grid and the turn tracks are in their own files.
 */
const sheetLookStyles = css`
  .print-only {
    display: none;
  }
  .subtitle {
    margin: 0.2rem 0 0;
    font-family: var(--sheet-serif);
    font-size: 1.05rem;
  }
  .subtitle.spread {
    margin-top: 0.15rem;
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1rem;
    align-items: baseline;
  }
  h4 {
    margin: 0.6rem 0 0.2rem;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--hs-muted);
  }
  @container (min-width: 40rem) {
    .pair {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    .pair.wide-second {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
    }
  }

  /* Tables */
  table.facts td {
    padding-right: 0;
  }
  td li + li {
    margin-top: 0.1rem;
  }
  /* The reference column: as narrow as its words allow; a long section heading wraps. */
  .ref {
    width: 22%;
    min-width: 6.5rem;
  }
  /* A long heading word ('Reinforcement') may break rather than widen a narrow column. */
  td .rule {
    overflow-wrap: anywhere;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 1.5px solid var(--hs-text);
    border-bottom: 0;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td.space {
    font-size: 1.1rem;
    font-weight: 800;
  }
  table.zones th[scope='row'] {
    width: 1%;
    white-space: nowrap;
  }
  table.reinforcements th[scope='row'] {
    width: 5rem;
    white-space: nowrap;
  }
  table.reinforcements .time {
    display: block;
    font-weight: 400;
    color: var(--hs-muted);
  }
  table.rules th[scope='row'] {
    width: 9rem;
  }
  table.bp-table th[scope='row'] {
    width: 8.5rem;
    white-space: nowrap;
  }
  table.bp-table td:last-child {
    width: 10rem;
  }
  td.sources {
    font-style: italic;
  }

  /* Paragraphs, lists and marks */
  .commander,
  .losses,
  .ruling,
  .intro {
    margin: 0.3rem 0;
    font-size: 0.9rem;
  }
  .note {
    margin: 0.35rem 0 0;
    font-size: 0.85rem;
    color: var(--hs-muted);
  }
  .ruling {
    padding-left: 0.6rem;
    border-left: 3px solid var(--hs-border);
  }
  .legend a {
    display: inline;
  }
  .objectives {
    margin: 0;
    padding-left: 1.1rem;
    font-size: 0.9rem;
  }
  ul.inline {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem 1.25rem;
    margin: 0.35rem 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
  }
  ul.rulings.long {
    column-gap: 1.5rem;
  }
  @container (min-width: 40rem) {
    ul.rulings.long {
      columns: 2;
    }
  }
  .who {
    display: block;
    margin-top: 0.15rem;
    color: var(--hs-muted);
  }
  .who .unit {
    color: var(--hs-text);
  }
  .unresolved {
    color: var(--hs-bad);
    font-weight: 700;
  }
  .missing {
    display: inline-block;
    padding: 0 0.35rem;
    border: 1px dashed var(--hs-warn-border);
    border-radius: 4px;
    font-size: 0.85em;
    color: var(--hs-text);
  }
  .bp {
    font-size: 1.05rem;
  }
  .mark {
    color: var(--hs-accent);
  }
  .warn {
    color: var(--hs-bad);
  }
  .screen-only {
    color: var(--hs-muted);
    font-size: 0.85rem;
  }

  @media print {
    .print-only {
      display: inline;
    }
    .screen-only {
      display: none;
    }
    /* A long list of rulings (each names its rulebook places) is set closer on paper. */
    ul.rulings.long {
      line-height: 1.15;
    }
    ul.rulings.long li {
      margin-bottom: 0.1rem;
    }
    h4,
    .who,
    .note,
    .unit,
    .mark {
      color: #000;
    }
    .subtitle {
      font-size: 11pt;
    }
    h4 {
      break-after: avoid;
    }
    .commander,
    .losses,
    .ruling,
    .intro,
    .note,
    .objectives,
    ul.inline,
    h4 {
      font-size: 9pt;
    }
    .missing {
      font-size: 9pt;
      color: #000;
    }
    td.space {
      font-size: 11pt;
    }
    .ruling,
    .sub,
    .commander {
      break-inside: avoid;
    }
    h3,
    h4,
    .commander {
      break-after: avoid;
      break-inside: avoid;
    }
  }
`;

/** Every look of a setup sheet, after the shared sheet styles. */
export const setupSheetLookStyles = [sheetLookStyles, sheetGridStyles, sheetTrackStyles];
