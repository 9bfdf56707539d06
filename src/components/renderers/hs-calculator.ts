import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  calculatorDefaults,
  type CalculatorContext,
  type CalculatorTool,
  type RepeatedInputs,
} from '../../core/shared/calculator.js';
import {
  changeCalculatorInputs,
  readCalculatorLink,
  writeCalculatorLink,
} from '../../core/shared/calculator-link.js';
import type { Ruling } from '../../core/shared/ruling.js';
import type { Inputs } from '../../core/shared/types.js';
import { parseWith } from '../../core/shared/parse-with.js';
import { getStore, type Store } from '../../storage/store.js';
import { segmentedStyles } from '../shared/segmented-styles.js';
import { sharedStyles } from '../shared/shared-styles.js';
import type { ToolHost } from '../tool-host.js';
import { calculatorStyles } from './hs-calculator.styles.js';
import { repeatStyles } from './calc-repeat.styles.js';
import { renderGroup, type CalcInputsView } from './calc-inputs.js';
import { renderRepeat } from './calc-repeat.js';
import { renderNotes, renderResult } from './calc-result.js';
import { renderNotices } from '../shared/message-lists.js';
import { OWN_PARAM } from '../../core/shared/calculator-reading.js';
import { GameReadingController, renderReading, type GameReader } from './calc-reading.js';

export { gameReader } from './calc-reading.js';

/**
 * A calculator of any game, drawn from its `CalculatorTool`: the input groups beside the result
 * on wide screens (a compact result line stays in view on a phone), the result announced, the
 * repeated groups with each item's outcome, the breakdown as a table, the notes and rulings
 * under it. Every input is in the page's link; the player's data a choice is drawn from is read
 * from the store.
 *
 * @summary Generic calculator.
 */
@customElement('hs-calculator')
export class HsCalculator extends LitElement {
  static override styles = [sharedStyles, segmentedStyles, calculatorStyles, repeatStyles];

  /** What the page calculates. */
  @property({ attribute: false }) tool?: CalculatorTool;
  /** The game whose tools the text links to. */
  @property() game = '';
  /** The game's rulings, for those the result names. */
  @property({ attribute: false }) rulings: readonly Ruling[] = [];
  /** The page's link: state in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where the player's data is read; by default the app's store. */
  @property({ attribute: false }) store?: Store;
  /** The tracker whose saved game the tool reads some inputs from (its `readsGame`). */
  @property({ attribute: false }) reader?: GameReader | undefined;

  @state() private inputs: Inputs = {};
  @state() private items: RepeatedInputs = {};
  @state() private notices: string[] = [];
  @state() private context: CalculatorContext = { userData: undefined };
  @state() private messages: Readonly<Record<string, string>> = {};

  private touched = false;

  /** Settles once the games an input is read from are listed (or there are none to list). */
  readingReady: Promise<void> = Promise.resolve();

  /** The saved game some inputs are read from, and the player's override. */
  private readonly reading = new GameReadingController(this, async () => {
    this.store ??= await getStore();
    return this.store;
  });

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadUserData();
    this.readingReady = this.updateComplete.then(() => this.reading.load());
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tool') && this.tool) {
      if (this.context.userData === undefined && this.tool.userData)
        this.context = { userData: this.tool.userData.empty() };
      this.inputs = calculatorDefaults(this.tool);
    }
    if (changed.has('host') || changed.has('tool')) this.readLink();
    this.applyReading();
  }

  /** The inputs the read game gives, taken into the inputs (and the link) unless overridden. */
  private applyReading(): void {
    const read = this.reading.own ? null : this.reading.read(this.inputs);
    if (!read || read.ids.every((id) => read.inputs[id] === this.inputs[id])) return;
    this.inputs = read.inputs;
    if (this.tool) this.host?.setParams(this.linkParams());
  }

  private linkParams(): [string, string][] {
    if (!this.tool) return [];
    const own: [string, string][] = this.reading.own ? [[OWN_PARAM, '1']] : [];
    return [...writeCalculatorLink(this.tool, this.inputs, this.items), ...own];
  }

  private async loadUserData(): Promise<void> {
    await this.updateComplete;
    const kind = this.tool?.userData;
    if (!kind) return;
    this.store ??= await getStore();
    const record = await this.store.getUserData(kind.gameSlug, kind.kind).catch(() => undefined);
    if (record === undefined) return;
    const parsed = parseWith(kind.schema, record.data);
    if (!parsed.ok) return;
    this.context = { userData: parsed.value };
    // An option in the link may have values only this device knows: read the link again,
    // unless the player has already changed something.
    if (!this.touched) this.readLink();
  }

  private readLink(): void {
    if (!this.tool) return;
    const params = this.host?.params ?? [];
    // A link that says the player overrides the read game keeps its own entries.
    this.reading.own = this.tool.readsGame !== undefined && params.some(([k]) => k === OWN_PARAM);
    const { inputs, items, notices } = readCalculatorLink(
      this.tool,
      params.filter(([k]) => k !== OWN_PARAM || !this.tool?.readsGame),
      this.context,
    );
    this.inputs = inputs;
    this.items = items;
    this.notices = notices;
  }

  private writeLink(): void {
    if (!this.tool) return;
    this.touched = true;
    this.notices = [];
    this.host?.setParams(this.linkParams());
  }

  private change(patch: Inputs): void {
    if (!this.tool) return;
    // Changing an input the read game gives overrides it: the change is kept, marked as the player's.
    const read = this.reading.own ? null : this.reading.read(this.inputs);
    if (read?.ids.some((id) => id in patch && patch[id] !== read.inputs[id]))
      this.reading.own = true;
    this.inputs = changeCalculatorInputs(this.tool, this.inputs, patch, this.context);
    this.writeLink();
  }

  private editItems(
    id: string,
    change: (items: readonly Inputs[]) => readonly Inputs[],
    focus?: string,
  ): void {
    this.items = { ...this.items, [id]: change(this.items[id] ?? []) };
    this.writeLink();
    if (focus !== undefined)
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(focus)}`)?.focus(),
      );
  }

  override render() {
    const tool = this.tool;
    if (!tool) return nothing;
    const result = tool.compute(this.inputs, this.context, this.items);
    const view: CalcInputsView = {
      tool,
      game: this.game,
      inputs: this.inputs,
      context: this.context,
      messages: this.messages,
      change: (patch) => {
        this.change(patch);
      },
      note: (id, message) => {
        if ((this.messages[id] ?? null) === message) return;
        const { [id]: _old, ...rest } = this.messages;
        this.messages = message === null ? rest : { ...rest, [id]: message };
      },
    };
    const repeats = (tool.repeats ?? []).map((repeat) =>
      renderRepeat({
        game: this.game,
        repeat,
        items: this.items[repeat.id] ?? [],
        outcome: result.repeats?.[repeat.id],
        edit: (change, focus) => {
          this.editItems(repeat.id, change, focus);
        },
        refresh: () => {
          this.requestUpdate();
        },
      }),
    );
    return html`
      ${renderNotices(this.notices)}
      <div class="layout">
        <form
          class="inputs"
          @submit=${(e: Event) => {
            e.preventDefault();
          }}
        >
          ${renderReading(this.reading, tool, this.game, this.reader, this.inputs, {
            choose: (id) => {
              this.reading.choose(id);
              this.reading.own = false;
              this.applyReading();
              this.writeLink();
            },
            setOwn: (own) => {
              this.reading.own = own;
              this.applyReading();
              this.writeLink();
            },
          })}
          ${tool.groups.map((g) => renderGroup(view, g))}
        </form>
        ${renderResult(this.game, tool, result, repeats.length > 0 ? repeats : nothing)}
      </div>
      ${renderNotes(this.game, tool, result, this.rulings)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-calculator': HsCalculator;
  }
}
