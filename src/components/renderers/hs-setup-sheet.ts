import { html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { parseWith } from '../../core/shared/parse-with.js';
import { PAPERS, isPaper } from '../../core/shared/paper.js';
import type { SetupSheetDescriptor, SetupSheetDoc } from '../../core/shared/setup-sheet.js';
import { getStore, type Store } from '../../storage/store.js';
import { pageCss } from '../shared/print-page.js';
import { chosenPaper } from '../shared/print-sheet.js';
import { setupSheetStyles } from '../shared/print-sheet.styles.js';
import { sharedStyles } from '../shared/shared-styles.js';
import { setupSheetLookStyles } from './hs-setup-sheet.styles.js';
import { PrintSheetElement } from './print-sheet-element.js';
import { renderSetupSheet } from './setup-sheet-blocks.js';

/**
 * Any game's setup sheet, drawn from its `SetupSheetDescriptor`, on screen and on paper (A4 or
 * US Letter): the choices above it (a scenario, the paper) kept in the page's link, the
 * player's entries it shows read from the store, and a running header and footer on each
 * printed page. The sheet prints its own title block.
 *
 * @summary Generic setup sheet.
 */
@customElement('hs-setup-sheet')
export class HsSetupSheet extends PrintSheetElement {
  static override styles = [sharedStyles, setupSheetStyles, setupSheetLookStyles];

  /** What the sheet shows. */
  @property({ attribute: false }) descriptor?: SetupSheetDescriptor;
  /** Where the player's entries are read; by default the app's store. */
  @property({ attribute: false }) store?: Store;

  @state() private entered: unknown;

  private doc: SetupSheetDoc | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadEntered();
  }

  private async loadEntered(): Promise<void> {
    const kind = this.descriptor?.entered;
    if (!kind) return;
    const store = this.store ?? (await getStore().catch(() => undefined));
    const record = await store?.getUserData(kind.gameSlug, kind.kind).catch(() => undefined);
    if (record === undefined) return;
    const parsed = parseWith(kind.schema, record.data);
    if (parsed.ok) this.entered = parsed.value;
  }

  protected override choices() {
    return this.descriptor?.choices ?? [];
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const d = this.descriptor;
    this.doc = d ? d.sheet(this.values, this.entered ?? d.entered?.empty()) : null;
    this.page.set(
      pageCss(chosenPaper(this.values), {
        topLeft: this.doc?.page.topLeft ?? '',
        topRight: this.doc?.page.topRight ?? '',
        bottomLeft: 'Haversack',
      }),
    );
  }

  /** Says what changed: the sheet's new scenario, or the paper it will print on. */
  protected override handleChange(key: string, value: string | boolean): void {
    const choice = this.choices().find((c) => (c.kind === 'paper' ? 'paper' : c.key) === key);
    if (!choice) return;
    if (choice.kind === 'paper') {
      if (typeof value !== 'string' || !isPaper(value)) return;
      this.announcement = `The sheet will print on ${PAPERS[value].label}.`;
    } else if (choice.kind === 'select') {
      const label = choice.options.find((o) => o.value === value)?.label ?? String(value);
      this.announcement = `Showing the setup sheet for ${label}.`;
    }
    this.choose(key, value);
  }

  override render() {
    const d = this.descriptor;
    if (!d) return html``;
    const doc = this.doc;
    return html`
      ${this.renderControls('Print sheet')}
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
      ${
        doc
          ? renderSetupSheet(this.game, doc)
          : html`<p class="notice" role="alert">${d.unreadable}</p>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-setup-sheet': HsSetupSheet;
  }
}
