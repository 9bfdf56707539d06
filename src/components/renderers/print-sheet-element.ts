import { LitElement, html, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { SheetChoice, ChoiceValues } from '../../core/shared/sheet-choices.js';
import { PrintPageController } from '../shared/print-page.js';
import {
  choiceParams,
  readChoices,
  renderChoices,
  renderLinkNotices,
} from '../shared/print-sheet.js';
import type { ToolHost } from '../tool-host.js';

/**
 * What the generic setup and label sheets share: the game they link to, the page's link read
 * into their choices' values (with notices for what it does not offer) and written back on each
 * change, the page rule of the printed pages, and the controls above the sheet with its print
 * button.
 */
export abstract class PrintSheetElement extends LitElement {
  /** The game whose rulings and tools the sheet links to. */
  @property() game = '';
  /** The page's link: each choice in, every change out. */
  @property({ attribute: false }) host?: ToolHost;

  @state() protected values: ChoiceValues = {};
  @state() protected notices: string[] = [];
  @state() protected announcement = '';

  /** The page rule (paper, margins, running header and footer) while the sheet is shown. */
  protected readonly page = new PrintPageController(this);

  /** The choices above the sheet, from its descriptor. */
  protected abstract choices(): readonly SheetChoice[];

  /** Reads the link when it (or the descriptor) changes. */
  override willUpdate(changed: PropertyValues<this>): void {
    const keys = changed as ReadonlyMap<PropertyKey, unknown>;
    if (keys.has('host') || keys.has('descriptor'))
      ({ values: this.values, notices: this.notices } = readChoices(
        this.host?.params ?? [],
        this.choices(),
      ));
  }

  /** Sets choice `key` to `value`, clears the notices and writes the link. */
  protected choose(key: string, value: string | boolean): void {
    this.values = { ...this.values, [key]: value };
    this.notices = [];
    this.host?.setParams(choiceParams(this.choices(), this.values));
  }

  /** Called with each change of a control, before `choose`; the default chooses it. */
  protected handleChange(key: string, value: string | boolean): void {
    this.choose(key, value);
  }

  /** The controls (choices and a print button reading `print`) and the link's notices. */
  protected renderControls(print: string) {
    return html`
      <div class="controls no-print">
        ${renderChoices(this.choices(), this.values, (k, v) => {
          this.handleChange(k, v);
        })}
        <button
          class="primary"
          type="button"
          @click=${() => {
            window.print();
          }}
        >
          ${print}
        </button>
      </div>
      ${renderLinkNotices(this.notices)}
    `;
  }
}
