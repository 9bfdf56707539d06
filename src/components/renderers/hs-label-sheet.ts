import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { onServer } from '../shared/on-server.js';
import {
  layOutLabels,
  type LabelRow,
  type LabelSet,
  type LabelSheetDescriptor,
  type SheetLabel,
} from '../../core/shared/label-sheet.js';
import { PAPERS, isPaper } from '../../core/shared/paper.js';
import { pageCss } from '../shared/print-page.js';
import { chosenPaper } from '../shared/print-sheet.js';
import { printControlsStyles } from '../shared/print-sheet.styles.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { labelSheetStyles, labelSizeCss } from './hs-label-sheet.styles.js';
import { PrintSheetElement } from './print-sheet-element.js';
import { sheetText } from './sheet-text.js';

/**
 * Any game's printable labels, drawn from its `LabelSheetDescriptor`: the choices above them
 * kept in the page's link, a preview of the sheets on screen, and on paper only the labels at
 * their real size, black on white, with dashed cut lines and the fold line, never split across
 * pages. The sheets print their own running header.
 *
 * @summary Generic label sheet.
 */
@customElement('hs-label-sheet')
export class HsLabelSheet extends PrintSheetElement {
  static override styles = [sharedStyles, printControlsStyles, labelSheetStyles];

  /** What the labels are. */
  @property({ attribute: false }) descriptor?: LabelSheetDescriptor;
  /** The labels' sizes, made from their millimetres (no inline styles under the CSP). */
  private readonly sizes = new CSSStyleSheet();
  /**
   * Whether the labels are drawn in the sheets. Their sizes are a constructed stylesheet, which a
   * prerendered page cannot carry: the page holds the sheets' paper (sized by the static styles)
   * and the labels come once the element runs, into that room, so nothing shifts.
   */
  @state() private drawn = !onServer() && this.shadowRoot === null;
  private set: LabelSet | null = null;
  private pages: LabelRow[][] = [];

  protected override choices() {
    return this.descriptor?.choices ?? [];
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.set = this.descriptor?.labels(this.values) ?? null;
    this.pages = this.set ? layOutLabels(this.set.labels, chosenPaper(this.values)) : [];
    this.sizes.replaceSync(labelSizeCss(this.set?.labels.map((l) => l.size) ?? []));
    const root = this.renderRoot;
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(this.sizes))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.sizes];
    this.page.set(
      pageCss(
        chosenPaper(this.values),
        this.set?.page ?? { topLeft: '', topRight: '', bottomLeft: 'Haversack' },
      ),
    );
  }

  protected override firstUpdated(): void {
    this.drawn = true;
  }

  /** Says what the labels come to once they are laid out again. */
  protected override handleChange(key: string, value: string | boolean): void {
    if (key === 'paper' && (typeof value !== 'string' || !isPaper(value))) return;
    this.choose(key, value);
    void this.updateComplete.then(() => {
      this.announcement = this.summary();
    });
  }

  private summary(): string {
    const n = this.pages.length;
    return this.set
      ? `${this.set.count} on ${n} ${n === 1 ? 'page' : 'pages'} of ${PAPERS[chosenPaper(this.values)].label}.`
      : '';
  }

  override render() {
    const d = this.descriptor;
    if (!d) return nothing;
    return html`
      ${this.renderControls('Print labels')}
      ${
        this.set
          ? this.renderSheets(this.set)
          : html`<p class="notice" role="alert">${d.unreadable}</p>`
      }
    `;
  }

  private renderSheets(set: LabelSet) {
    const pages = this.pages;
    return html`
      <div class="about no-print">
        <p class="summary" role="status" aria-live="polite">${this.summary()}</p>
        <p>${sheetText(this.game, set.about)}</p>
        <p class="visually-hidden" aria-live="polite">${this.announcement}</p>
      </div>
      <div class="sheets ${set.large === true ? 'large' : ''}" data-pages=${pages.length}>
        ${pages.map(
          (rows, i) => html`
            <p class="page-no no-print" aria-hidden="true">Page ${i + 1} of ${pages.length}</p>
            <div
              class="paper ${chosenPaper(this.values)}"
              role="list"
              aria-label=${`Labels, page ${i + 1} of ${pages.length}`}
            >
              ${
                this.drawn
                  ? rows.map(
                      (row) =>
                        html`<div class="row">${row.labels.map((l) => this.renderLabel(l))}</div>`,
                    )
                  : nothing
              }
            </div>
          `,
        )}
      </div>
    `;
  }

  private renderLabel(l: SheetLabel) {
    const looks = [
      l.command === true ? 'command' : '',
      l.narrow === true ? 'narrow' : '',
      l.unresolved === true ? 'unresolved' : '',
    ].join(' ');
    return html`
      <div class="label size-${l.size.key} ${looks}" role="listitem" data-id=${l.id}>
        <div class="face">
          <span class="name">${l.name}</span>
          ${l.badge !== undefined ? html`<span class="badge">${l.badge}</span>` : nothing}
          ${l.lines.map((line) => html`<span class="line">${line}</span>`)}
        </div>
        <div class="tab"><span>${l.tab}</span></div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-label-sheet': HsLabelSheet;
  }
}
