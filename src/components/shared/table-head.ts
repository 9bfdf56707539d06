import { html, type TemplateResult } from 'lit';

/** A column heading: its text, or the text with how the column is set. */
export type HeadColumn =
  | string
  | {
      readonly text: string;
      /** A column of numbers, set to the right. */
      readonly num?: boolean;
      /** Read by screen readers only (a column of buttons). */
      readonly hidden?: boolean;
    };

/**
 * A table's header row of column headings: written once for the many small tables of the
 * worksheets and rosters, so every heading is a `th scope="col"`.
 */
export function tableHead(columns: readonly HeadColumn[]): TemplateResult {
  return html`<thead>
    <tr>
      ${columns.map((c) => {
        if (typeof c === 'string') return html`<th scope="col">${c}</th>`;
        const text = c.hidden ? html`<span class="visually-hidden">${c.text}</span>` : c.text;
        return html`<th scope="col" class=${c.num ? 'num' : ''}>${text}</th>`;
      })}
    </tr>
  </thead>`;
}
