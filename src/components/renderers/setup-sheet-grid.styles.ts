import { css } from 'lit';

/**
 * A setup sheet's map grid (`table.grid`): lettered rows and numbered columns of sectors, empty
 * sectors hatched, and the chips of deployment zones (solid) and arrivals (dashed) in them,
 * black on white on paper.
 */
export const sheetGridStyles = css`
  table.grid {
    table-layout: fixed;
    text-align: center;
  }
  table.grid th,
  table.grid td {
    text-align: center;
    vertical-align: middle;
    border: 1px solid var(--hs-border);
    padding: 0.2rem;
  }
  table.grid thead th,
  table.grid tbody th {
    width: 1.8rem;
    border: 0;
    background: none;
    font-size: 0.85rem;
    letter-spacing: 0;
    color: var(--hs-text);
  }
  table.grid thead th {
    width: auto;
  }
  table.grid thead td {
    width: 1.8rem;
    border: 0;
  }
  table.grid td {
    height: 3.2rem;
  }
  table.grid td.empty {
    background: repeating-linear-gradient(
      45deg,
      transparent 0 6px,
      color-mix(in srgb, var(--hs-border) 30%, transparent) 6px 7px
    );
  }
  .chip {
    display: inline-block;
    color: var(--hs-text);
    margin: 1px;
    padding: 0 0.25rem;
    border: 1.5px solid var(--hs-text);
    border-radius: 3px;
    font-size: 0.78rem;
    font-weight: 700;
    line-height: 1.35;
    white-space: nowrap;
  }
  .chip.zone.usa {
    background: var(--hs-accent-soft);
  }
  .chip.zone.csa {
    background: var(--hs-text);
    color: var(--hs-surface);
  }
  .chip.arrival {
    border-style: dashed;
    font-weight: 600;
  }
  .chip.arrival.csa {
    background: var(--hs-surface-2);
  }

  @media print {
    .chip {
      font-size: 9pt;
      color: #000;
    }
    table.grid th,
    table.grid td {
      border-color: #000;
      border-width: 0.5pt;
    }
    table.grid td {
      height: 10mm;
      padding: 0.5mm;
    }
    table.grid thead td,
    table.grid tbody th {
      width: 5mm;
    }
    .chip {
      padding: 0 1.5pt;
      margin: 0.3mm 0;
    }
    table.grid td.empty {
      background: repeating-linear-gradient(45deg, #fff 0 2mm, #bbb 2mm 2.2mm);
    }
    .chip.zone.usa {
      background: #fff;
    }
    .chip.zone.csa {
      background: #000;
      color: #fff;
    }
    .chip.arrival.csa {
      background: #c8c8c8;
      color: #000;
    }
  }
`;
