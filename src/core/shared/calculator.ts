/**
 * A calculator tool as data plus pure functions: inputs in groups, read from and written to the
 * page's link, and a live result (a headline number, a warning, problems, a breakdown table and
 * notes). No dice. A game adds a calculator by writing one of these; the generic renderer draws
 * it.
 */
import type { ChoiceInput, FlagInput } from './tool.js';
import type { Inputs } from './types.js';
import type { UserDataKind } from './user-data.js';
import { signed } from './signed.js';

/** A whole number in a range, shown as a stepper, or as a segmented radio of every value. */
export interface CalcCountInput {
  readonly kind: 'count';
  readonly id: string;
  readonly label: string;
  readonly rule?: string;
  readonly min: number;
  readonly max: number;
  readonly default: number;
  /** What the number is, in messages: 'corps count'. */
  readonly noun: string;
  /** 'stepper' (the default) or one radio per value. */
  readonly display?: 'stepper' | 'segmented';
  /** Printed with its sign (+1, −1). */
  readonly signed?: boolean;
  /** Shown on one row with the next stepper of its group. */
  readonly inline?: boolean;
}

/** One option of a choice whose options come from the game's data and the player's entries. */
export interface DataOption {
  readonly value: string;
  /** The option as the player names it in sentences: 'R.E. Lee'. */
  readonly name: string;
  /** The option as the list shows it. */
  readonly label: string;
  /** The heading it is listed under. */
  readonly group?: string;
  /** The values it sets, or undefined when they are not known (then it is not offered). */
  readonly sets?: Inputs;
  /** Where those values come from, as a badge: 'rulebook', 'entered by you'. */
  readonly source?: { readonly text: string; readonly entered: boolean };
}

/**
 * A choice among options drawn from data (a select with a "none" option): choosing one sets
 * other inputs (`sets`); changing one of those by hand leaves it for "none".
 */
export interface DataChoiceInput {
  readonly kind: 'data-choice';
  readonly id: string;
  readonly label: string;
  readonly rule?: string;
  /** The option that chooses nothing: 'No one: I enter the MAM'. */
  readonly noneLabel: string;
  /** The inputs a chosen option sets. */
  readonly sets: readonly string[];
  /** Every option under the player's data (those without `sets` are kept, not offered). */
  options(context: CalculatorContext): readonly DataOption[];
  /** What a link value that is no option means, in words; null to say nothing. */
  unknown(raw: string): string | null;
}

/** A control of a calculator. */
export type CalcInput = FlagInput | CalcCountInput | ChoiceInput | DataChoiceInput;

/** A run of text: plain, strong, a link to another tool of the game, a badge. */
export type CalcText =
  | string
  | { readonly strong: string }
  | { readonly tool: string; readonly text: string }
  | { readonly badge: string; readonly entered: boolean };

/** A titled group of controls (a fieldset). */
export interface CalcGroup {
  readonly legend: string;
  readonly rule?: string;
  readonly inputs: readonly CalcInput[];
  /** Lines under the group's controls, as the inputs stand. */
  hints?(inputs: Inputs, context: CalculatorContext): readonly (readonly CalcText[])[];
}

/** A limit between two counts: `input` is at most the value of `atMost`. */
export interface CrossLimit {
  readonly input: string;
  readonly atMost: string;
  /** What the link's breach means, in words. */
  message(value: number, limit: number): string;
}

/** What the result is computed under besides the inputs: the player's data, if any. */
export interface CalculatorContext {
  readonly userData: unknown;
}

/** One row of the breakdown table. */
export interface BreakdownRow {
  readonly label: string;
  readonly rule?: string;
  readonly note?: string;
  /** The value as the rulebook prints it: '−1 each', 'MAM'. */
  readonly printed: string;
  /** What it adds here, or null when it does not apply. */
  readonly here: string | null;
}

/** What a calculator shows for the inputs. */
export interface CalculatorResult {
  readonly total: number;
  /** Shown when something keeps the result from counting as usual (the army cannot move). */
  readonly warning?: { readonly text: string; readonly rule: string };
  /** Rule breaches in the inputs, in words. */
  readonly problems: readonly string[];
  readonly breakdown: {
    readonly rows: readonly BreakdownRow[];
    readonly total: { readonly label: string; readonly value: string };
  };
  readonly notes: readonly { readonly text: string; readonly rule: string }[];
  /** Ids of the game's rulings to show beside the notes. */
  readonly rulings: readonly string[];
}

/** A calculator: inputs in, a result out, every input in the link. */
export interface CalculatorTool {
  readonly id: string;
  readonly title: string;
  /** The headline's label and unit: 'Movement allowance', 'region' / 'regions'. */
  readonly headline: {
    readonly label: string;
    readonly unit: { readonly one: string; readonly other: string };
  };
  readonly groups: readonly CalcGroup[];
  /** The player's data the options are drawn from, loaded by the renderer. */
  readonly userData?: UserDataKind<unknown>;
  readonly limits?: readonly CrossLimit[];
  /** The breakdown table's caption and column headings. */
  readonly breakdown: {
    readonly caption: string;
    readonly columns: readonly [string, string, string];
  };
  /** The heading over the notes. */
  readonly notesTitle: string;
  /** A line after the notes pointing to related tools. */
  readonly seeAlso?: readonly CalcText[];
  compute(inputs: Inputs, context: CalculatorContext): CalculatorResult;
}

/** Every input of a calculator, in order. */
export function calculatorInputs(tool: CalculatorTool): CalcInput[] {
  return tool.groups.flatMap((g) => g.inputs);
}

/** The unit for `n`. */
export function unitFor(tool: CalculatorTool, n: number): string {
  return n === 1 ? tool.headline.unit.one : tool.headline.unit.other;
}

/** A count's value as shown. */
export function countText(input: CalcCountInput, n: number): string {
  return input.signed === true ? signed(n) : String(n);
}

/** The upper limit of a count under the other inputs. */
export function countMax(tool: CalculatorTool, input: CalcCountInput, inputs: Inputs): number {
  const limit = tool.limits?.find((l) => l.input === input.id);
  const other = limit ? inputs[limit.atMost] : undefined;
  return typeof other === 'number' ? Math.min(input.max, other) : input.max;
}

/** The option chosen by a data choice under `inputs`, if any. */
export function chosenOption(
  input: DataChoiceInput,
  inputs: Inputs,
  context: CalculatorContext,
): DataOption | undefined {
  const v = inputs[input.id];
  return v === '' ? undefined : input.options(context).find((o) => o.value === v);
}

/** The inputs before the player has set anything. */
export function calculatorDefaults(tool: CalculatorTool): Inputs {
  const out: Record<string, Inputs[string]> = {};
  for (const i of calculatorInputs(tool))
    out[i.id] =
      i.kind === 'flag' ? (i.default ?? false) : i.kind === 'data-choice' ? '' : i.default;
  return out;
}

/**
 * The inputs a link holds, with every value that cannot be used reported in words and replaced:
 * by the default, or by what a chosen option sets.
 */
export function readCalculatorLink(
  tool: CalculatorTool,
  params: readonly (readonly [string, string])[],
  context: CalculatorContext,
): { inputs: Inputs; notices: string[] } {
  const get = (k: string) => params.find(([key]) => key === k)?.[1];
  const notices: string[] = [];
  const inputs: Record<string, Inputs[string]> = { ...calculatorDefaults(tool) };
  const all = calculatorInputs(tool);
  const fallbacks = new Map<string, Inputs[string]>();
  const chosen: { input: DataChoiceInput; option: DataOption }[] = [];
  for (const input of all) {
    const raw = get(input.id);
    const fallback = fallbacks.get(input.id) ?? inputs[input.id] ?? '';
    if (raw === undefined) {
      inputs[input.id] = fallback;
      continue;
    }
    const shown = `“${raw.slice(0, 20)}”`;
    if (input.kind === 'flag') {
      if (raw === '0' || raw === '1') inputs[input.id] = raw === '1';
      else
        notices.push(
          `${shown} is not a valid value for “${input.id}” (0 or 1); ${fallback === true ? 'on' : 'off'} is used.`,
        );
    } else if (input.kind === 'count') {
      const n = /^[+-]?\d{1,2}$/.test(raw) ? Number(raw) : NaN;
      const min = input.min;
      const max = input.max;
      if (Number.isInteger(n) && n >= min && n <= max) inputs[input.id] = n;
      else
        notices.push(
          `${shown} is not a valid ${input.noun} (${min} to ${max}); ${String(fallback)} is used.`,
        );
    } else if (input.kind === 'choice') {
      if (input.options.some((o) => o.value === raw)) inputs[input.id] = raw;
      else
        notices.push(
          `${shown} is not a valid value for “${input.id}”; ${String(fallback)} is used.`,
        );
    } else {
      const option = input.options(context).find((o) => o.value === raw);
      if (option === undefined) {
        const message = input.unknown(raw);
        if (message !== null) notices.push(message);
      } else {
        inputs[input.id] = raw;
        chosen.push({ input, option });
        for (const [k, v] of Object.entries(option.sets ?? {})) fallbacks.set(k, v);
      }
    }
  }
  // A chosen option and the link may disagree on what it sets: the link's value is used.
  for (const { input, option } of chosen)
    for (const k of input.sets) {
      const target = all.find((i) => i.id === k);
      if (get(k) === undefined || target?.kind !== 'count') continue;
      const value = inputs[k] as number;
      const known = option.sets?.[k];
      if (known === undefined)
        notices.push(
          `${option.name}’s ${target.noun} is not known on this device; the link’s ${countText(target, value)} is used.`,
        );
      else if (known !== value)
        notices.push(
          `The link’s ${target.noun} ${countText(target, value)} differs from ${option.name}’s ${countText(target, known as number)}; the link’s is used.`,
        );
    }
  for (const limit of tool.limits ?? []) {
    const value = inputs[limit.input] as number;
    const cap = inputs[limit.atMost] as number;
    if (value > cap) {
      notices.push(limit.message(value, cap));
      inputs[limit.input] = cap;
    }
  }
  const known = new Set(all.map((i) => i.id));
  for (const [k] of params)
    if (!known.has(k))
      notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
  return { inputs, notices };
}

/** The link for `inputs`: every input in order, a data choice only when one is chosen. */
export function writeCalculatorLink(tool: CalculatorTool, inputs: Inputs): [string, string][] {
  const pairs: [string, string][] = [];
  for (const input of calculatorInputs(tool)) {
    const v = inputs[input.id];
    if (input.kind === 'data-choice' && v === '') continue;
    pairs.push([input.id, typeof v === 'boolean' ? (v ? '1' : '0') : String(v)]);
  }
  return pairs;
}

/**
 * `inputs` with the player's change applied: choosing an option sets what it sets; changing a
 * value a chosen option set leaves the choice unless it agrees; the cross-input limits hold.
 */
export function changeCalculatorInputs(
  tool: CalculatorTool,
  inputs: Inputs,
  patch: Inputs,
  context: CalculatorContext,
): Inputs {
  const next: Record<string, Inputs[string]> = { ...inputs, ...patch };
  for (const input of calculatorInputs(tool)) {
    if (input.kind !== 'data-choice') continue;
    if (input.id in patch) {
      const option = chosenOption(input, next, context);
      if (option?.sets === undefined) next[input.id] = '';
      else Object.assign(next, option.sets);
      continue;
    }
    const touched = input.sets.filter((k) => k in patch);
    if (touched.length === 0 || next[input.id] === '') continue;
    const option = chosenOption(input, inputs, context);
    if (option?.sets === undefined || touched.some((k) => option.sets?.[k] !== next[k]))
      next[input.id] = '';
  }
  for (const limit of tool.limits ?? []) {
    const cap = next[limit.atMost] as number;
    if ((next[limit.input] as number) > cap) next[limit.input] = cap;
  }
  return next;
}
