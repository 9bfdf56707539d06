import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  calculatorDefaults,
  changeCalculatorInputs,
  countMax,
  countText,
  readCalculatorLink,
  unitFor,
  writeCalculatorLink,
  type CalcCountInput,
  type CalcGroup,
  type CalcInput,
  type CalcText,
  type CalculatorContext,
  type CalculatorResult,
  type CalculatorTool,
  type DataChoiceInput,
} from '../../core/shared/calculator.js';
import type { ChoiceInput, FlagInput } from '../../core/shared/tool.js';
import type { Ruling } from '../../core/shared/ruling.js';
import type { Inputs } from '../../core/shared/types.js';
import { parseWith } from '../../core/shared/parse-with.js';
import { formatRoute } from '../../routing/routes.js';
import { withRulingLinks, rulingNote } from '../shared/ruling-links.js';
import { getStore, type Store } from '../../storage/store.js';
import { segmentedStyles } from '../shared/segmented-styles.js';
import { sharedStyles } from '../shared/shared-styles.js';
import type { ToolHost } from '../tool-host.js';
import { calculatorStyles } from './hs-calculator.styles.js';

/**
 * A calculator of any game, drawn from its `CalculatorTool`: the input groups beside the result
 * on wide screens (a compact result line stays in view on a phone), the result announced, its
 * breakdown as a table, the notes and rulings under it. Every input is in the page's link; the
 * player's data a choice is drawn from is read from the store.
 *
 * @summary Generic calculator.
 */
@customElement('hs-calculator')
export class HsCalculator extends LitElement {
  static override styles = [sharedStyles, segmentedStyles, calculatorStyles];

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

  @state() private inputs: Inputs = {};
  @state() private notices: string[] = [];
  @state() private context: CalculatorContext = { userData: undefined };

  private touched = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadUserData();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tool') && this.tool) {
      if (this.context.userData === undefined && this.tool.userData)
        this.context = { userData: this.tool.userData.empty() };
      this.inputs = calculatorDefaults(this.tool);
    }
    if (changed.has('host') || changed.has('tool')) this.readLink();
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
    const { inputs, notices } = readCalculatorLink(
      this.tool,
      this.host?.params ?? [],
      this.context,
    );
    this.inputs = inputs;
    this.notices = notices;
  }

  private change(patch: Inputs): void {
    if (!this.tool) return;
    this.touched = true;
    this.inputs = changeCalculatorInputs(this.tool, this.inputs, patch, this.context);
    this.notices = [];
    this.host?.setParams(writeCalculatorLink(this.tool, this.inputs));
  }

  private text(runs: readonly CalcText[]) {
    return runs.map((run) =>
      typeof run === 'string'
        ? run
        : 'strong' in run
          ? html`<strong>${run.strong}</strong>`
          : 'tool' in run
            ? html`<a href=${formatRoute({ game: this.game, tool: run.tool })}>${run.text}</a>`
            : html`<span class=${run.entered ? 'badge entered' : 'badge'}>${run.badge}</span>`,
    );
  }

  /** `text` with its ruling codes linked to the game's rulings page. */
  private linked(text: string) {
    return withRulingLinks(this.game, text);
  }

  private rule(rule: string | undefined) {
    return rule ? html` <span class="rule">${this.linked(rule)}</span>` : nothing;
  }

  private renderStepper(tool: CalculatorTool, input: CalcCountInput) {
    const value = this.inputs[input.id] as number;
    const min = input.min;
    const max = countMax(tool, input, this.inputs);
    const clamp = (n: number) => Math.min(max, Math.max(min, n));
    const set = (n: number) => {
      this.change({ [input.id]: clamp(n) });
    };
    return html`<div class="stepper-field">
      <label for=${input.id}>${input.label}${this.rule(input.rule)}</label>
      <span class="stepper">
        <button
          type="button"
          aria-label=${`Fewer: ${input.label}`}
          ?disabled=${value <= min}
          @click=${() => {
            set(value - 1);
          }}
        >
          −
        </button>
        <input
          id=${input.id}
          type="number"
          inputmode="numeric"
          min=${min}
          max=${max}
          .value=${live(String(value))}
          @change=${(e: Event) => {
            const n = Number((e.target as HTMLInputElement).value);
            if (Number.isInteger(n)) set(n);
            else this.requestUpdate();
          }}
        />
        <button
          type="button"
          aria-label=${`More: ${input.label}`}
          ?disabled=${value >= max}
          @click=${() => {
            set(value + 1);
          }}
        >
          +
        </button>
      </span>
    </div>`;
  }

  private renderSegmented(input: CalcCountInput) {
    const values = Array.from({ length: input.max - input.min + 1 }, (_, i) => input.min + i);
    return html`<fieldset class="segmented">
      <legend>${input.label}${this.rule(input.rule)}</legend>
      ${values.map(
        (n) =>
          html`<label
            ><input
              type="radio"
              name=${input.id}
              .value=${String(n)}
              .checked=${live(this.inputs[input.id] === n)}
              @change=${() => {
                this.change({ [input.id]: n });
              }}
            /><span>${countText(input, n)}</span></label
          >`,
      )}
    </fieldset>`;
  }

  private renderFlag(input: FlagInput) {
    return html`<label class="flag"
      ><input
        type="checkbox"
        .checked=${live(this.inputs[input.id] === true)}
        @change=${(e: Event) => {
          this.change({ [input.id]: (e.target as HTMLInputElement).checked });
        }}
      /><span
        >${input.label} <span class="rule">${this.linked(input.rule ?? '')}</span></span
      ></label
    >`;
  }

  private renderChoice(input: ChoiceInput) {
    return html`<fieldset class="segmented">
      <legend>${input.label}${this.rule(input.rule)}</legend>
      ${input.options.map(
        (o) =>
          html`<label
            ><input
              type="radio"
              name=${input.id}
              .value=${o.value}
              .checked=${live(this.inputs[input.id] === o.value)}
              @change=${() => {
                this.change({ [input.id]: o.value });
              }}
            /><span>${o.label}</span></label
          >`,
      )}
    </fieldset>`;
  }

  private renderDataChoice(input: DataChoiceInput) {
    const offered = input.options(this.context).filter((o) => o.sets !== undefined);
    const groups = [...new Set(offered.map((o) => o.group ?? ''))];
    const value = this.inputs[input.id];
    const option = (o: (typeof offered)[number]) =>
      html`<option value=${o.value} ?selected=${o.value === value}>${o.label}</option>`;
    return html`<label class="field" for=${input.id}
      >${input.label}${this.rule(input.rule)}
      <select
        id=${input.id}
        @change=${(e: Event) => {
          this.change({ [input.id]: (e.target as HTMLSelectElement).value });
        }}
      >
        <option value="" ?selected=${value === ''}>${input.noneLabel}</option>
        ${groups.map((g) =>
          g === ''
            ? offered.filter((o) => o.group === undefined).map(option)
            : html`<optgroup label=${g}>
                ${offered.filter((o) => o.group === g).map(option)}
              </optgroup>`,
        )}
      </select>
    </label>`;
  }

  private renderInput(tool: CalculatorTool, input: CalcInput) {
    switch (input.kind) {
      case 'flag':
        return this.renderFlag(input);
      case 'choice':
        return this.renderChoice(input);
      case 'data-choice':
        return this.renderDataChoice(input);
      case 'count':
        return input.display === 'segmented'
          ? this.renderSegmented(input)
          : this.renderStepper(tool, input);
    }
  }

  private renderGroup(tool: CalculatorTool, group: CalcGroup) {
    // Steppers marked inline share a row with the one after them.
    const parts: (CalcInput | CalcCountInput[])[] = [];
    for (const input of group.inputs) {
      const last = parts.at(-1);
      if (Array.isArray(last) && last.at(-1)?.inline === true && input.kind === 'count')
        last.push(input);
      else if (input.kind === 'count' && input.inline === true) parts.push([input]);
      else parts.push(input);
    }
    const hints = group.hints?.(this.inputs, this.context) ?? [];
    const [first, ...rest] = parts;
    // A group's hint follows its first control (a data choice, or the inline steppers).
    const renderPart = (p: (typeof parts)[number]) =>
      Array.isArray(p)
        ? html`<div class="steppers">${p.map((i) => this.renderStepper(tool, i))}</div>`
        : this.renderInput(tool, p);
    return html`<fieldset class="group">
      <legend>${group.legend}${this.rule(group.rule)}</legend>
      ${first === undefined ? nothing : renderPart(first)}
      ${hints.map((h) => html`<p class="hint">${this.text(h)}</p>`)} ${rest.map(renderPart)}
    </fieldset>`;
  }

  private renderResult(tool: CalculatorTool, result: CalculatorResult) {
    const [what, printed, here] = tool.breakdown.columns;
    return html`<section class="result" aria-labelledby="result-h">
        <h2 id="result-h">${tool.headline.label}</h2>
        <p class="total" role="status" aria-live="polite" aria-atomic="true">
          <span class="number">${result.total}</span>
          <span class="unit">${unitFor(tool, result.total)}</span>
          ${
            result.warning
              ? html`<span class="cannot"
                  >${result.warning.text}
                  <span class="rule">${this.linked(result.warning.rule)}</span></span
                >`
              : nothing
          }
        </p>
        ${
          result.problems.length > 0
            ? html`<div class="notice" role="alert">
                <ul>
                  ${result.problems.map((p) => html`<li>${p}</li>`)}
                </ul>
              </div>`
            : nothing
        }
        <table class="breakdown">
          <caption class="visually-hidden">
            ${tool.breakdown.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">${what}</th>
              <th scope="col" class="num">${printed}</th>
              <th scope="col" class="num">${here}</th>
            </tr>
          </thead>
          <tbody>
            ${result.breakdown.rows.map(
              (r) =>
                html`<tr class=${r.here === null ? 'off' : 'on'}>
                  <th scope="row">
                    ${r.label}${this.rule(r.rule)}
                    ${r.note ? html`<span class="note">${this.linked(r.note)}</span>` : nothing}
                  </th>
                  <td class="num">${r.printed}</td>
                  <td class="num">
                    ${
                      r.here === null
                        ? html`<span class="visually-hidden">does not apply</span>—`
                        : r.here
                    }
                  </td>
                </tr>`,
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colspan="2">${result.breakdown.total.label}</th>
              <td class="num">${result.breakdown.total.value}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <p class="mini" aria-hidden="true">
        ${tool.headline.label} <strong>${result.total}</strong> ${unitFor(tool, result.total)}
      </p>`;
  }

  private renderNotes(
    tool: CalculatorTool,
    notes: readonly { readonly text: string; readonly rule: string }[],
    ids: readonly string[],
  ) {
    const rulings = ids.flatMap((id) => this.rulings.filter((r) => r.id === id));
    if (notes.length === 0 && rulings.length === 0) return nothing;
    return html`<section class="notes" aria-labelledby="notes-h">
      <h2 id="notes-h">${tool.notesTitle}</h2>
      <ul>
        ${notes.map((n) => html`<li>${this.linked(n.text)} <span class="rule">${this.linked(n.rule)}</span></li>`)}
      </ul>
      ${tool.seeAlso ? html`<p>${this.text(tool.seeAlso)}</p>` : nothing}
      ${rulings.map((r) => rulingNote(this.game, r))}
    </section>`;
  }

  override render() {
    const tool = this.tool;
    if (!tool) return nothing;
    const result = tool.compute(this.inputs, this.context);
    return html`
      ${
        this.notices.length > 0
          ? html`<div class="notice" role="alert">
              <ul>
                ${this.notices.map((n) => html`<li>${n}</li>`)}
              </ul>
            </div>`
          : nothing
      }
      <div class="layout">
        <form
          class="inputs"
          @submit=${(e: Event) => {
            e.preventDefault();
          }}
        >
          ${tool.groups.map((g) => this.renderGroup(tool, g))}
        </form>
        ${this.renderResult(tool, result)}
      </div>
      ${this.renderNotes(tool, result.notes, result.rulings)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-calculator': HsCalculator;
  }
}
