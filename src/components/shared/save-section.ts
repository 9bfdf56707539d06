/**
 * The section that keeps the open entry of a player's entered data: save it (or a copy), print
 * it, the last thing done (announced), a line on where entries are kept, and the entered data's
 * export, import and link panel. Its words are the caller's ("Save army", "Print roster").
 */
import { html, type TemplateResult } from 'lit';
import { button } from './buttons.js';

/** What the section says and does. */
export interface SaveSectionView {
  /** The heading's id (unique on the page). */
  readonly id: string;
  readonly text: {
    readonly title: string;
    readonly save: string;
    readonly copy: string;
    readonly print: string;
    /** Where entries are kept and how they travel. */
    readonly note: string;
  };
  /** The last thing done, announced. */
  readonly status: string;
  /** The export, import and link panel of the entered data. */
  readonly panel: unknown;
  save(asCopy: boolean): void;
}

/** Save (or save a copy), print, the status line, and the entered data's panel. */
export function saveSection(v: SaveSectionView): TemplateResult {
  return html`<section class="block" aria-labelledby=${v.id}>
    <h2 id=${v.id}>${v.text.title}</h2>
    <div class="actions row">
      ${button({
        label: v.text.save,
        class: 'primary',
        click: () => {
          v.save(false);
        },
      })}
      ${button({
        label: v.text.copy,
        click: () => {
          v.save(true);
        },
      })}
      ${button({
        label: v.text.print,
        click: () => {
          print();
        },
      })}
    </div>
    <p class="status" role="status">${v.status}</p>
    <p class="muted">${v.text.note}</p>
    ${v.panel}
  </section>`;
}
