/**
 * A calculator's repeated group, drawn from its `CalcRepeat`: a numbered list of items, each
 * with its heading, its text field and a Remove button at the top, its other fields under them
 * and what the calculator works out for it (and any breach) after; then the buttons that add an
 * item (focus moves to its first field) and clear the list. Templates.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  cleanText,
  emptyItem,
  ordinal,
  type CalcRepeat,
  type RepeatField,
  type RepeatItemResult,
} from '../../core/shared/calculator-repeat.js';
import type { Inputs } from '../../core/shared/types.js';
import { calcText } from './calc-text.js';

/** The group's items, its outcome and how to change them. */
export interface RepeatView {
  readonly game: string;
  readonly repeat: CalcRepeat;
  readonly items: readonly Inputs[];
  readonly outcome:
    { readonly items: readonly RepeatItemResult[]; readonly canAdd: boolean } | undefined;
  /**
   * Changes the list as it stands when called (not as last drawn: two changes may come before
   * the next drawing); `focus` is the id of a field to focus once it is drawn.
   */
  edit(change: (items: readonly Inputs[]) => readonly Inputs[], focus?: string): void;
  /** Draw again (a typed value was refused and the field shows the last good one). */
  refresh(): void;
}

const fieldId = (v: RepeatView, i: number, f: RepeatField) => `${v.repeat.id}${i}-${f.id}`;

function renderField(v: RepeatView, i: number, f: RepeatField) {
  const id = fieldId(v, i, f);
  const item = v.items[i] ?? {};
  const put = (value: Inputs[string]) => {
    v.edit((items) => items.map((it, k) => (k === i ? { ...it, [f.id]: value } : it)));
  };
  if (f.kind === 'text')
    return html`<label class="field" for=${id}
      >${f.label}
      <input
        id=${id}
        type="text"
        maxlength=${f.maxLength}
        autocomplete="off"
        .value=${live(String(item[f.id] ?? ''))}
        @change=${(e: Event) => {
          put(cleanText((e.target as HTMLInputElement).value, f.maxLength).trim());
        }}
      />
    </label>`;
  if (f.kind === 'choice')
    return html`<label class="field" for=${id}
      >${f.label}
      <select
        id=${id}
        @change=${(e: Event) => {
          put((e.target as HTMLSelectElement).value);
        }}
      >
        ${f.options.map(
          (o) =>
            html`<option value=${o.value} ?selected=${item[f.id] === o.value}>${o.label}</option>`,
        )}
      </select>
    </label>`;
  return html`<label class="field" for=${id}
    >${f.label}
    <input
      id=${id}
      type="number"
      inputmode="numeric"
      min=${f.min}
      max=${f.max}
      .value=${live(String(item[f.id]))}
      @change=${(e: Event) => {
        const n = Number((e.target as HTMLInputElement).value);
        if (Number.isInteger(n) && n >= f.min && n <= f.max) put(n);
        else v.refresh();
      }}
  /></label>`;
}

function renderOutcome(game: string, outcome: RepeatItemResult) {
  return html`<dl class="outcome">
      ${outcome.lines.map(
        (l) =>
          html`<dt>${l.term}</dt>
            <dd class=${l.main === true ? 'main' : ''}>${calcText(game, l.detail)}</dd>`,
      )}
    </dl>
    ${
      outcome.problems.length > 0
        ? html`<ul class="warn-list">
            ${outcome.problems.map((t) => html`<li>${t}</li>`)}
          </ul>`
        : nothing
    }`;
}

function renderItem(v: RepeatView, item: Inputs, i: number) {
  const outcome = v.outcome?.items[i];
  const head = v.repeat.fields.filter((f) => f.kind === 'text');
  const rest = v.repeat.fields.filter((f) => f.kind !== 'text');
  const problem = (outcome?.problems.length ?? 0) > 0;
  return html`<li class="item ${problem ? 'problem' : ''}">
    <div class="item-head">
      <h3>${v.repeat.title(i + 1, item)}</h3>
      ${head.map((f) => renderField(v, i, f))}
      <button
        type="button"
        aria-label=${`Remove the ${ordinal(i + 1)} ${v.repeat.noun.one}`}
        @click=${() => {
          v.edit((items) => items.filter((_, k) => k !== i));
        }}
      >
        Remove
      </button>
    </div>
    <div class="item-fields">${rest.map((f) => renderField(v, i, f))}</div>
    ${outcome ? renderOutcome(v.game, outcome) : nothing}
  </li>`;
}

/** The list of items and the buttons under it. */
export function renderRepeat(v: RepeatView) {
  const { repeat, items } = v;
  const full = items.length >= repeat.max;
  const first = repeat.fields.find((f) => f.kind === 'text') ?? repeat.fields[0];
  return html`<ol class="items">
      ${items.map((item, i) => renderItem(v, item, i))}
    </ol>
    <div class="buttons">
      <button
        type="button"
        class="primary"
        ?disabled=${v.outcome?.canAdd === false || full}
        @click=${() => {
          v.edit(
            (now) => [...now, emptyItem(repeat)],
            first ? fieldId(v, items.length, first) : undefined,
          );
        }}
      >
        ${repeat.addLabel}
      </button>
      ${
        items.length > 0
          ? html`<button
              type="button"
              @click=${() => {
                v.edit(() => []);
              }}
            >
              ${repeat.clearLabel}
            </button>`
          : nothing
      }
    </div>`;
}
