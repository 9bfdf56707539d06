import { css, unsafeCSS } from 'lit';
import type { LabelSize } from '../../core/shared/label-sheet.js';
import { PAGE_MARGIN_MM, PAPERS } from '../../core/shared/paper.js';

/**
 * The rules that give each label of `sizes` its printed size in millimetres, by its size's
 * class (`size-<key>`); each label's face and tab are half its height, either side of the fold.
 */
export function labelSizeCss(sizes: readonly LabelSize[]): string {
  const seen = new Map(sizes.map((s) => [s.key, s]));
  return [...seen.values()]
    .map((s) => {
      const c = `.label.size-${CSS.escape(s.key)}`;
      return `${c} { width: ${s.widthMm}mm; height: ${s.heightMm}mm; }
${c} > .face, ${c} > .tab { height: ${s.halfMm}mm; }`;
    })
    .join('\n');
}

/** Each paper's sheet in the preview: its real size, with the page margins as padding. */
const papers = unsafeCSS(
  Object.entries(PAPERS)
    .map(
      ([key, p]) =>
        `.paper.${key} { width: ${p.widthMm}mm; min-height: ${p.heightMm}mm; padding: ${PAGE_MARGIN_MM.top}mm ${PAGE_MARGIN_MM.side}mm ${PAGE_MARGIN_MM.bottom}mm; }`,
    )
    .join('\n'),
);

/**
 * How far the preview of the sheets is zoomed down on narrower screens, so a page's width stays
 * in view: each step's widest screen in CSS pixels and its zoom, widest first (the narrower
 * screen's rule comes later and wins).
 */
const PREVIEW_ZOOM_STEPS: readonly (readonly [maxWidthPx: number, zoom: number])[] = [
  [880, 0.92],
  [760, 0.78],
  [640, 0.62],
  [540, 0.5],
  [440, 0.42],
  [370, 0.36],
];

const previewZooms = unsafeCSS(
  PREVIEW_ZOOM_STEPS.map(
    ([w, zoom]) => `@media screen and (max-width: ${w}px) { .sheets { zoom: ${zoom}; } }`,
  ).join('\n'),
);

/**
 * Labels, after the shared controls styles (`printControlsStyles`): a preview of the sheets on
 * screen (white paper at its real size, zoomed down on small screens); on paper only the labels,
 * black on white. A `command` label spaces its name and sets its lines in italics, a `narrow`
 * one sets its name smaller, and a `large` set has larger type.
 */
export const labelSheetStyles = [
  papers,
  css`
    .controls {
      gap: 0.75rem 1.5rem;
    }
    .about {
      max-width: 50rem;
      margin: 0 0 1rem;
    }
    .about p {
      margin: 0 0 0.4rem;
    }
    .summary {
      font-weight: 700;
    }

    /* The sheets: white paper whatever the theme, labels at their printed size. */
    .sheets {
      overflow-x: auto;
    }
    .page-no {
      margin: 0.5rem 0 0.25rem;
      font-size: 0.85rem;
      color: var(--hs-muted);
      text-align: center;
    }
    .paper {
      margin: 0 auto 1rem;
      background: #fff;
      color: #000;
      box-shadow:
        0 1px 3px rgb(0 0 0 / 30%),
        0 6px 18px rgb(0 0 0 / 18%);
      font-family: var(--hs-font);
    }
    .row {
      display: flex;
      break-inside: avoid;
    }
    .label {
      display: flex;
      flex-direction: column;
      flex: none;
      outline: 0.3mm dashed #000;
      outline-offset: -0.15mm;
      break-inside: avoid;
      line-height: 1.12;
      color: #000;
      background: #fff;
    }
    .face {
      display: flex;
      flex-wrap: wrap;
      align-content: center;
      justify-content: space-between;
      column-gap: 1.2mm;
      padding: 0.8mm 1.6mm;
      overflow: hidden;
      font-size: 7pt;
    }
    .name,
    .badge {
      font-weight: 800;
      font-size: 9pt;
      letter-spacing: 0.02em;
    }
    .badge {
      font-variant-numeric: tabular-nums;
    }
    .narrow .name,
    .narrow .badge {
      font-size: 8pt;
    }
    .line {
      flex-basis: 100%;
      margin-top: 0.5mm;
    }
    .command .name {
      letter-spacing: 0.06em;
    }
    .command .line {
      font-style: italic;
    }
    .tab {
      display: flex;
      align-items: center;
      justify-content: center;
      overflow: hidden;
      border-top: 0.25mm solid #000;
      padding: 0 1.5mm;
      font-size: 5.5pt;
      color: #333;
      text-align: center;
    }
    .large .face {
      font-size: 8pt;
      padding: 1mm 2mm;
    }
    .large .name,
    .large .badge {
      font-size: 10.5pt;
    }
    .large .narrow .name,
    .large .narrow .badge {
      font-size: 9.5pt;
    }
    .large .tab {
      font-size: 6.5pt;
    }
    .unresolved .tab {
      color: #b00;
      font-weight: 700;
    }

    @media screen {
      .tab {
        background: #f1f1f1;
      }
    }
    ${previewZooms}

    @media print {
      .sheets {
        overflow: visible;
      }
      .sheets > .paper {
        width: auto;
        min-height: 0;
        margin: 0;
        padding: 0;
        box-shadow: none;
      }
      .tab {
        color: #000;
      }
    }
  `,
];
