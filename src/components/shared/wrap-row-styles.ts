import { css, unsafeCSS, type CSSResult } from 'lit';

/**
 * A row (the elements `selector` names) that wraps on a narrow screen, its items half a line
 * apart and lined up on `align`: `end` for labelled fields and buttons, so a button sits level
 * with the field beside it whatever the height of the field's label (the calculator's repeated
 * items, the tracker's turn bar, the War Effort's forms); `baseline` for a heading and the
 * badges after it (`sectionHeadingStyles`).
 */
export function wrapRowStyles(selector: string, align: 'end' | 'baseline'): CSSResult {
  return css`
    ${unsafeCSS(selector)} {
      display: flex;
      flex-wrap: wrap;
      align-items: ${unsafeCSS(align)};
      gap: 0.5rem;
    }
  `;
}
