import { css } from 'lit';
import { blockHostStyles } from './block-host-styles.js';

/**
 * The controls above a printable view (setup sheets, label sets): a wrapping row of fields,
 * radio buttons at least a tap target tall, and the notices of a link's unknown values. Place
 * after `sharedStyles` and before the view's own styles, which may override (screen only).
 */
export const printControlsStyles = css`
  ${blockHostStyles}
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.75rem 1.25rem;
    margin: 0 0 1rem;
  }
  .field {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  fieldset.choice {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  fieldset.choice legend {
    padding: 0;
    margin-bottom: 0.25rem;
    font-weight: 600;
  }
  fieldset.choice label,
  label.check {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: var(--hs-target);
  }
  .notice {
    margin: 0 0 1rem;
  }
  .notice p {
    margin: 0;
  }
  .nowrap {
    white-space: nowrap;
  }
`;

/**
 * A setup sheet: a card on screen; on paper, a black-on-white game aid (9 pt text at least,
 * ruled tables with repeated headers, sections kept whole, headings kept with what follows).
 * The masthead (`.masthead`, `.kicker`, `h2`), sections (`.block`, `.block.flow`, `h3`), pairs
 * of sections (`.pair`), tables, side tags, tick boxes (`.tick`, `.box`), the legend and the
 * rulings list (`ul.rulings`, `.rid`). A view sets `--sheet-block-gap` for another space under
 * its sections on screen, and adds its own rules after these (their print rules last).
 */
export const printSheetStyles = css`
  :host {
    --sheet-serif:
      'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif',
      serif;
  }
  .sheet {
    container-type: inline-size;
    background: var(--hs-surface);
    border: 1px solid var(--hs-border);
    border-radius: var(--hs-radius);
    padding: clamp(0.75rem, 3vw, 1.75rem);
    line-height: 1.4;
  }
  .masthead {
    border-bottom: 3px double var(--hs-text);
    padding-bottom: 0.5rem;
    margin-bottom: 0.75rem;
  }
  .kicker {
    margin: 0;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--hs-muted);
  }
  h2 {
    margin: 0.1rem 0 0;
    font-family: var(--sheet-serif);
    font-size: clamp(1.5rem, 5vw, 2.1rem);
    line-height: 1.15;
  }
  h3 {
    margin: 0 0 0.4rem;
    padding-bottom: 0.15rem;
    border-bottom: 2px solid var(--hs-text);
    font-family: var(--sheet-serif);
    font-size: 1.1rem;
    line-height: 1.25;
  }
  h3 .rule {
    font-family: var(--hs-font);
    font-weight: 400;
  }
  .block {
    margin: 0 0 var(--sheet-block-gap, 1rem);
    min-width: 0;
  }
  .pair {
    display: grid;
    gap: 0 1.5rem;
  }
  .rule {
    white-space: normal;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.25rem 0.4rem;
    border-bottom: 1px solid var(--hs-border);
  }
  thead th {
    font-size: 0.75rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: var(--hs-muted);
    border-bottom: 1.5px solid var(--hs-text);
  }
  tbody th {
    font-weight: 700;
  }
  table.facts th {
    width: 7.5rem;
    padding-left: 0;
  }
  td ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .side-tag {
    display: inline-block;
    padding: 0 0.3rem;
    border: 1.5px solid var(--hs-text);
    border-radius: 3px;
    font-family: var(--hs-font);
    font-size: 0.75em;
    font-weight: 700;
    vertical-align: 0.1em;
  }
  .side-tag.csa {
    background: var(--hs-text);
    color: var(--hs-surface);
  }
  .tick {
    width: 1.6rem;
  }
  @media screen {
    .tick {
      display: none;
    }
  }
  .box {
    display: inline-block;
    width: 0.85rem;
    height: 0.85rem;
    border: 1.5px solid var(--hs-text);
    border-radius: 2px;
  }
  .legend {
    margin: 0.35rem 0 0;
    font-size: 0.85rem;
    color: var(--hs-muted);
  }
  ul.rulings {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
  }
  ul.rulings li {
    margin: 0 0 0.35rem;
    break-inside: avoid;
  }
  .rid {
    display: inline-block;
    min-width: 2.4em;
    padding: 0 0.2rem;
    border: 1px solid var(--hs-text);
    border-radius: 3px;
    text-align: center;
  }

  @media print {
    :host {
      font-size: 9.5pt;
      color: #000;
    }
    .sheet {
      border: 0;
      border-radius: 0;
      padding: 0;
      background: #fff;
      line-height: 1.3;
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
    }
    .kicker,
    thead th,
    .legend {
      color: #000;
    }
    .kicker {
      font-size: 9pt;
    }
    h2 {
      font-size: 20pt;
    }
    h3 {
      font-size: 11.5pt;
      border-bottom-color: #000;
      break-after: avoid;
    }
    table,
    thead th,
    .legend,
    ul.rulings {
      font-size: 9pt;
    }
    .rule,
    .side-tag,
    .rid {
      font-size: 9pt;
      color: #000;
    }
    th,
    td {
      padding: 0.12rem 0.3rem;
      border-bottom: 0.5pt solid #000;
    }
    thead th {
      border-bottom-width: 1pt;
    }
    thead {
      display: table-header-group;
    }
    .side-tag.csa {
      background: #000;
      color: #fff;
    }
    .block {
      margin-bottom: 4mm;
      break-inside: avoid;
    }
    .block.flow {
      break-inside: auto;
    }
    .masthead {
      break-after: avoid;
    }
    tr,
    li,
    .legend {
      break-inside: avoid;
    }
    .pair {
      align-items: start;
    }
  }
`;

/** Everything a setup sheet shares: the controls, then the sheet. */
export const setupSheetStyles = [printControlsStyles, printSheetStyles];
