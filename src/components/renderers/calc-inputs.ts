/**
 * The generic calculator's controls, drawn from its input descriptors: a stepper or a segmented
 * radio for a count, a checkbox for a flag, a segmented radio or a list for a choice, a select
 * for a choice drawn from data, and the groups (fieldsets) that hold them. Templates over the
 * calculator's state; every change goes through `change`.
 */
import { html } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  calcInputShown,
  countMax,
  countMin,
  countText,
  type CalcChoiceInput,
  type CalcCountInput,
  type CalcGroup,
  type CalcInput,
  type CalculatorContext,
  type CalculatorTool,
  type DataChoiceInput,
} from '../../core/shared/calculator.js';
import type { FlagInput } from '../../core/shared/tool.js';
import type { Inputs } from '../../core/shared/types.js';
import { calcText, ruleAfter } from './calc-text.js';
import { renderStepper } from './calc-stepper.js';

/** The calculator's state and the one way to change it. */
export interface CalcInputsView {
  readonly tool: CalculatorTool;
  readonly game: string;
  readonly inputs: Inputs;
  readonly context: CalculatorContext;
  /** Messages on what is being typed into a field, by input id. */
  readonly messages: Readonly<Record<string, string>>;
  change(patch: Inputs): void;
  note(id: string, message: string | null): void;
}

function countStepper(v: CalcInputsView, input: CalcCountInput) {
  return renderStepper({
    id: input.id,
    label: input.label,
    rule: ruleAfter(v.game, input.rule),
    value: v.inputs[input.id] as number,
    min: countMin(v.tool, input, v.inputs),
    max: countMax(v.tool, input, v.inputs),
    noun: input.noun,
    message: v.messages[input.id],
    set: (n) => {
      v.change({ [input.id]: n });
    },
    note: (message) => {
      v.note(input.id, message);
    },
  });
}

/** One radio per option, shown as a segmented control; `value` is the chosen one. */
function segmented(
  v: CalcInputsView,
  input: { readonly id: string; readonly label: string; readonly rule?: string },
  options: readonly { readonly value: string | number; readonly label: string }[],
) {
  return html`<fieldset class="segmented">
    <legend>${input.label}${ruleAfter(v.game, input.rule)}</legend>
    ${options.map(
      (o) =>
        html`<label
          ><input
            type="radio"
            name=${input.id}
            .value=${String(o.value)}
            .checked=${live(v.inputs[input.id] === o.value)}
            @change=${() => {
              v.change({ [input.id]: o.value });
            }}
          /><span>${o.label}</span></label
        >`,
    )}
  </fieldset>`;
}

function countSegmented(v: CalcInputsView, input: CalcCountInput) {
  const values = Array.from({ length: input.max - input.min + 1 }, (_, i) => input.min + i);
  return segmented(
    v,
    input,
    values.map((n) => ({ value: n, label: countText(input, n) })),
  );
}

/** A choice as a list of radios, each option with its own rulebook place. */
function choiceList(v: CalcInputsView, input: CalcChoiceInput) {
  return html`<fieldset class="choices">
    <legend>${input.label}${ruleAfter(v.game, input.rule)}</legend>
    ${input.options.map(
      (o) =>
        html`<label class="flag"
          ><input
            type="radio"
            name=${input.id}
            .value=${o.value}
            .checked=${live(v.inputs[input.id] === o.value)}
            @change=${() => {
              v.change({ [input.id]: o.value });
            }}
          /><span>${o.label}${ruleAfter(v.game, o.rule)}</span></label
        >`,
    )}
  </fieldset>`;
}

function flag(v: CalcInputsView, input: FlagInput) {
  return html`<label class="flag"
    ><input
      type="checkbox"
      .checked=${live(v.inputs[input.id] === true)}
      @change=${(e: Event) => {
        v.change({ [input.id]: (e.target as HTMLInputElement).checked });
      }}
    /><span>${input.label}${ruleAfter(v.game, input.rule ?? '')}</span></label
  >`;
}

function dataChoice(v: CalcInputsView, input: DataChoiceInput) {
  const offered = input.options(v.context).filter((o) => o.sets !== undefined);
  const groups = [...new Set(offered.map((o) => o.group ?? ''))];
  const value = v.inputs[input.id];
  const option = (o: (typeof offered)[number]) =>
    html`<option value=${o.value} ?selected=${o.value === value}>${o.label}</option>`;
  return html`<label class="field" for=${input.id}
    >${input.label}${ruleAfter(v.game, input.rule)}
    <select
      id=${input.id}
      @change=${(e: Event) => {
        v.change({ [input.id]: (e.target as HTMLSelectElement).value });
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

/** The control for one input. */
function renderInput(v: CalcInputsView, input: CalcInput) {
  switch (input.kind) {
    case 'flag':
      return flag(v, input);
    case 'choice':
      return input.display === 'list' ? choiceList(v, input) : segmented(v, input, input.options);
    case 'data-choice':
      return dataChoice(v, input);
    case 'count':
      return input.display === 'segmented' ? countSegmented(v, input) : countStepper(v, input);
  }
}

/**
 * How many of the group's parts come before its hints: the first, all, or those up to the one
 * holding the input named (the first when that input is not shown).
 */
function hintsCut(group: CalcGroup, parts: readonly (CalcInput | CalcCountInput[])[]): number {
  const after = group.hintsAfter ?? 'first';
  if (after === 'first') return 1;
  if (after === 'all') return parts.length;
  const at = parts.findIndex((p) => (Array.isArray(p) ? p : [p]).some((i) => i.id === after.input));
  return at < 0 ? 1 : at + 1;
}

/**
 * A group as a fieldset: the controls shown under the inputs, steppers marked inline on one row,
 * and its hints after the control its `hintsAfter` names.
 */
export function renderGroup(v: CalcInputsView, group: CalcGroup) {
  // Steppers marked inline share a row with the one after them.
  const parts: (CalcInput | CalcCountInput[])[] = [];
  for (const input of group.inputs.filter((i) => calcInputShown(i, v.inputs))) {
    const last = parts.at(-1);
    if (Array.isArray(last) && last.at(-1)?.inline === true && input.kind === 'count')
      last.push(input);
    else if (input.kind === 'count' && input.inline === true) parts.push([input]);
    else parts.push(input);
  }
  const hints = group.hints?.(v.inputs, v.context) ?? [];
  const cut = hintsCut(group, parts);
  const renderPart = (p: (typeof parts)[number]) =>
    Array.isArray(p)
      ? html`<div class="steppers">${p.map((i) => countStepper(v, i))}</div>`
      : renderInput(v, p);
  return html`<fieldset class="group">
    <legend>${group.legend}${ruleAfter(v.game, group.rule)}</legend>
    ${parts.slice(0, cut).map(renderPart)}
    ${hints.map((h) => html`<p class="hint">${calcText(v.game, h)}</p>`)}
    ${parts.slice(cut).map(renderPart)}
  </fieldset>`;
}
