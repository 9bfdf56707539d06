import { css, unsafeCSS } from 'lit';
import {
  BASE_KINDS,
  FIGURE_SCALES,
  LABEL_SIZES,
  type BaseKind,
  type FigureScale,
} from '../../core/games/altar-of-freedom/index.js';
import { PAGE_MARGIN_MM, PAPERS } from '../../components/shared/print-page.js';

/** The class that gives a label its printed size at `scale` on a base of `kind`. */
export function sizeClass(scale: FigureScale, kind: BaseKind): string {
  return `size-${scale}-${kind}`;
}

/** Label and paper sizes in millimetres, generated from the rules core's data (no inline styles). */
const sizes = unsafeCSS(
  [
    ...FIGURE_SCALES.flatMap((scale) =>
      BASE_KINDS.map((kind) => {
        const s = LABEL_SIZES[scale][kind];
        const c = sizeClass(scale, kind);
        return `.label.${c} { width: ${s.widthMm}mm; height: ${s.heightMm}mm; }
.label.${c} > .face, .label.${c} > .tab { height: ${s.halfMm}mm; }`;
      }),
    ),
    ...Object.entries(PAPERS).map(
      ([key, p]) =>
        `.paper.${key} { width: ${p.widthMm}mm; min-height: ${p.heightMm}mm; padding: ${PAGE_MARGIN_MM.top}mm ${PAGE_MARGIN_MM.side}mm ${PAGE_MARGIN_MM.bottom}mm; }`,
    ),
  ].join('\n'),
);

/**
 * Base labels, after the shared controls styles (`printControlsStyles`): a preview of the
 * sheets on screen (white paper at its real size, zoomed down on small screens); on paper only
 * the labels, black on white.
 */
export const labelsStyles = [
  sizes,
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
    .sm {
      font-weight: 800;
      font-size: 9pt;
      letter-spacing: 0.02em;
    }
    .sm {
      font-variant-numeric: tabular-nums;
    }
    .base-general .name,
    .base-artillery .name,
    .base-artillery .sm {
      font-size: 8pt;
    }
    .line {
      flex-basis: 100%;
      margin-top: 0.5mm;
    }
    .general .name,
    .hq .name {
      letter-spacing: 0.06em;
    }
    .general .line,
    .hq .line {
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
    .scale-15mm .face {
      font-size: 8pt;
      padding: 1mm 2mm;
    }
    .scale-15mm .name,
    .scale-15mm .sm {
      font-size: 10.5pt;
    }
    .scale-15mm .base-general .name,
    .scale-15mm .base-artillery .name,
    .scale-15mm .base-artillery .sm {
      font-size: 9.5pt;
    }
    .scale-15mm .tab {
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
    @media screen and (max-width: 880px) {
      .sheets {
        zoom: 0.92;
      }
    }
    @media screen and (max-width: 760px) {
      .sheets {
        zoom: 0.78;
      }
    }
    @media screen and (max-width: 640px) {
      .sheets {
        zoom: 0.62;
      }
    }
    @media screen and (max-width: 540px) {
      .sheets {
        zoom: 0.5;
      }
    }
    @media screen and (max-width: 440px) {
      .sheets {
        zoom: 0.42;
      }
    }
    @media screen and (max-width: 370px) {
      .sheets {
        zoom: 0.36;
      }
    }

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
