import { css } from 'lit';

/** The printed roster (A4 and Letter): only it shows in print, in black on white. */
export const rosterStyles = css`
  @media print {
    .no-print,
    .layout {
      display: none !important;
    }
    .print-only {
      display: block;
    }
    .roster {
      font-size: 10pt;
      color: #000;
    }
    .roster-head {
      border-bottom: 2.5pt solid #000;
      padding-bottom: 4pt;
      margin-bottom: 8pt;
    }
    .kicker {
      margin: 0;
      font-size: 8pt;
      text-transform: uppercase;
      letter-spacing: 0.12em;
    }
    .roster-head h2 {
      margin: 2pt 0;
      font-size: 18pt;
      font-family: Georgia, 'DejaVu Serif', serif;
    }
    .roster-head p {
      margin: 0;
    }
    .roster-head .roster-rules {
      margin-top: 2pt;
      font-size: 8.5pt;
    }
    .roster .rule {
      color: #000;
      font-size: 7.5pt;
    }
    .roster caption {
      font-size: 10.5pt;
      border-bottom: 1pt solid #000;
      padding-bottom: 2pt;
      margin-bottom: 0;
    }
    .roster th,
    .roster td {
      padding: 1.5pt 4pt;
      border-top: 0.5pt solid #999;
      color: #000;
    }
    .roster thead th {
      font-size: 7pt;
      color: #000;
      border-top: 0;
    }
    .roster tfoot th,
    .roster tfoot td {
      border-top: 1pt solid #000;
      font-weight: 700;
    }
    .roster-generals {
      margin-bottom: 10pt;
    }
    .roster-divisions {
      columns: 2;
      column-gap: 14pt;
    }
    .roster-division {
      break-inside: avoid;
      margin-bottom: 10pt;
    }
    .roster-foot {
      margin-top: 8pt;
      padding-top: 4pt;
      border-top: 1pt solid #000;
      font-size: 8.5pt;
    }
  }
`;
