import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  layOutLabels,
  type LabelRow,
  type LabelSet,
  type LabelSheetDescriptor,
  type SheetLabel,
} from '../../core/shared/label-sheet.js';
import { PAPERS, isPaper, type Paper } from '../../core/shared/paper.js';
import type { ChoiceValues } from '../../core/shared/sheet-choices.js';
import { PrintPageController, pageCss } from '../shared/print-page.js';
import {
  choiceSettings,
  linkParams,
  readLink,
  renderChoices,
  renderLinkNotices,
} from '../shared/print-sheet.js';
import { printControlsStyles } from '../shared/print-sheet.styles.js';
import { sharedStyles } from '../shared/shared-styles.js';
import type { ToolHost } from '../tool-host.js';
import { labelSheetStyles, labelSizeCss } from './hs-label-sheet.styles.js';
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
export class HsLabelSheet extends LitElement {
  static override styles = [sharedStyles, printControlsStyles, labelSheetStyles];

  /** What the labels are. */
  @property({ attribute: false }) descriptor?: LabelSheetDescriptor;
  /** The game whose rulings the notes link to. */
  @property() game = '';
  /** The page's link: each choice in, every change out. */
  @property({ attribute: false }) host?: ToolHost;

  @state() private values: ChoiceValues = {};
  @state() private notices: string[] = [];
  @state() private announcement = '';

  private readonly page = new PrintPageController(this);
  /** The labels' sizes, made from their millimetres (no inline styles under the CSP). */
  private readonly sizes = new CSSStyleSheet();
  private set: LabelSet | null = null;
  private pages: LabelRow[][] = [];

  private settings() {
    return choiceSettings(this.descriptor?.choices ?? []);
  }

  private paper(): Paper {
    const p = String(this.values['paper']);
    return isPaper(p) ? p : 'a4';
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host') || changed.has('descriptor')) {
      const { values, notices } = readLink(this.host?.params ?? [], this.settings(), {
        otherKeys: 'notice',
      });
      this.values = values as ChoiceValues;
      this.notices = notices;
    }
    this.set = this.descriptor?.labels(this.values) ?? null;
    this.pages = this.set ? layOutLabels(this.set.labels, this.paper()) : [];
    this.sizes.replaceSync(labelSizeCss(this.set?.labels.map((l) => l.size) ?? []));
    const root = this.renderRoot;
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(this.sizes))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.sizes];
    this.page.set(
      pageCss(
        this.paper(),
        this.set?.page ?? { topLeft: '', topRight: '', bottomLeft: 'Haversack' },
      ),
    );
  }

  private handleChange(key: string, value: string | boolean): void {
    if (key === 'paper' && (typeof value !== 'string' || !isPaper(value))) return;
    this.values = { ...this.values, [key]: value };
    this.notices = [];
    this.host?.setParams(linkParams(this.settings(), this.values));
    void this.updateComplete.then(() => {
      this.announcement = this.summary();
    });
  }

  private summary(): string {
    const n = this.pages.length;
    return this.set
      ? `${this.set.count} on ${n} ${n === 1 ? 'page' : 'pages'} of ${PAPERS[this.paper()].label}.`
      : '';
  }

  override render() {
    const d = this.descriptor;
    if (!d) return nothing;
    return html`
      <div class="controls no-print">
        ${renderChoices(d.choices, this.values, (k, v) => {
          this.handleChange(k, v);
        })}
        <button
          class="primary"
          type="button"
          @click=${() => {
            window.print();
          }}
        >
          Print labels
        </button>
      </div>
      ${renderLinkNotices(this.notices)}
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
              class="paper ${this.paper()}"
              role="list"
              aria-label=${`Labels, page ${i + 1} of ${pages.length}`}
            >
              ${rows.map(
                (row) => html`<div class="row">${row.labels.map((l) => this.renderLabel(l))}</div>`,
              )}
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
