/**
 * A calculator tool as data plus pure functions: inputs in groups, read from and written to the
 * page's link, and a live result (a headline number, a warning, problems, a breakdown table and
 * notes). No dice. A game adds a calculator by writing one of these; the generic renderer draws
 * it.
 */
import type { ChoiceInput, FlagInput } from './tool.js';
import type { CalcRepeat, RepeatItemResult } from './calculator-repeat.js';
import type { Condition, Inputs } from './types.js';
import type { UserDataKind } from './user-data.js';
import { evaluateCondition } from './modifiers.js';
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
  /** Only shown when this holds (a side's units by quality, once it has several). */
  readonly showWhen?: Condition;
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

/** A choice among fixed options: a segmented radio, or a list of radios each with its rule. */
export interface CalcChoiceInput extends ChoiceInput {
  readonly options: readonly {
    readonly value: string;
    readonly label: string;
    readonly rule?: string;
  }[];
  /** 'segmented' (the default), or 'list' for options too long for a segmented control. */
  readonly display?: 'segmented' | 'list';
}

/** A control of a calculator. */
export type CalcInput = FlagInput | CalcCountInput | CalcChoiceInput | DataChoiceInput;

/** A run of text: plain, strong, a link to another tool of the game, a badge, a rulebook place, a note. */
export type CalcText =
  | string
  | { readonly strong: string }
  | { readonly tool: string; readonly text: string }
  | { readonly badge: string; readonly entered: boolean }
  | { readonly rule: string }
  | { readonly note: string };

/** A titled group of controls (a fieldset). */
export interface CalcGroup {
  readonly legend: string;
  readonly rule?: string;
  readonly inputs: readonly CalcInput[];
  /** Lines under the group's controls, as the inputs stand. */
  hints?(inputs: Inputs, context: CalculatorContext): readonly (readonly CalcText[])[];
  /**
   * Where the hints go: after the first control shown (the default), after all of them, or
   * after the control of the input named.
   */
  readonly hintsAfter?: 'first' | 'all' | { readonly input: string };
}

/** A limit between two counts: `input` is at most the value of `atMost`. */
export interface CrossLimit {
  readonly input: string;
  readonly atMost: string;
  /** What the link's breach means, in words. */
  message(value: number, limit: number): string;
}

/**
 * Counts whose sum stays within a range (an army's fresh and spent corps, 1 to 6 in all): each
 * stepper's range follows the others, and a link that breaks it is mended, the last count
 * lowered or the first raised.
 */
export interface SumLimit {
  readonly inputs: readonly string[];
  readonly min: number;
  readonly max: number;
  /** What the link's breach means and what is used instead, in words (`fixed`: as mended). */
  message(breach: 'over' | 'under', fixed: Inputs): string;
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

/** The items of each repeated group, by the group's id. */
export type RepeatedInputs = Readonly<Record<string, readonly Inputs[]>>;

/** What a calculator shows for the inputs. */
export interface CalculatorResult {
  readonly total: number;
  /** The headline in words, when it is not one number (odds over several outcomes). */
  readonly headline?: { readonly text: string; readonly unit: string };
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
  /** Each repeated group's items as worked out, and whether another may be added. */
  readonly repeats?: Readonly<
    Record<string, { readonly items: readonly RepeatItemResult[]; readonly canAdd: boolean }>
  >;
  /** Lines after the repeated groups (what the whole comes to). */
  readonly lines?: readonly (readonly CalcText[])[];
}

/**
 * A tracker's saved game (a campaign) whose state gives some of a calculator's inputs, so the
 * player does not enter again what the tracker keeps. The renderer offers the tracker's games
 * (the one last opened there first), shows what was read, and lets the player override it.
 */
export interface GameReading {
  /** The tracker's tool slug. */
  readonly tracker: string;
  /** The game in the page's words: 'campaign', 'game'. */
  readonly noun: string;
  /** What the read inputs are, as the start of a sentence: 'The battle cards'. */
  readonly what: string;
  /**
   * The inputs the game's state gives (the others as `inputs` has them), and what was read, in
   * lines; null when the state is not this tracker's.
   */
  read(
    state: object,
    inputs: Inputs,
  ): { readonly inputs: Inputs; readonly lines: readonly string[] } | null;
}

/** A calculator: inputs in, a result out, every input in the link. */
export interface CalculatorTool {
  readonly id: string;
  readonly title: string;
  /**
   * The headline's label and unit: 'Movement allowance', 'region' / 'regions'. No unit where
   * every result words its own headline (odds, a verdict), so the tool's is never shown.
   */
  readonly headline: {
    readonly label: string;
    readonly unit?: { readonly one: string; readonly other: string };
  };
  readonly groups: readonly CalcGroup[];
  /** The player's data the options are drawn from, loaded by the renderer. */
  readonly userData?: UserDataKind<unknown>;
  /** A tracker's saved game some inputs are read from. */
  readonly readsGame?: GameReading;
  readonly limits?: readonly CrossLimit[];
  readonly sums?: readonly SumLimit[];
  /** Groups of inputs the player repeats (regions entered), drawn with the result. */
  readonly repeats?: readonly CalcRepeat[];
  /** The breakdown table's caption and column headings. */
  readonly breakdown: {
    readonly caption: string;
    readonly columns: readonly [string, string, string];
  };
  /** The heading over the notes. */
  readonly notesTitle: string;
  /** A line after the notes pointing to related tools. */
  readonly seeAlso?: readonly CalcText[];
  compute(inputs: Inputs, context: CalculatorContext, items: RepeatedInputs): CalculatorResult;
}

/** Every input of a calculator, in order. */
export function calculatorInputs(tool: CalculatorTool): CalcInput[] {
  return tool.groups.flatMap((g) => g.inputs);
}

/** Whether `input` is shown under `inputs` (its `showWhen`, if any, holds). */
export function calcInputShown(input: CalcInput, inputs: Inputs): boolean {
  const when = input.kind === 'data-choice' ? undefined : input.showWhen;
  return when === undefined || evaluateCondition(when, inputs);
}

/** The unit for `n` ('' for a tool without one). */
export function unitFor(tool: CalculatorTool, n: number): string {
  const unit = tool.headline.unit;
  if (!unit) return '';
  return n === 1 ? unit.one : unit.other;
}

/** A count's value as shown. */
export function countText(input: CalcCountInput, n: number): string {
  return input.signed === true ? signed(n) : String(n);
}

/** The sum of the counts of `sum` other than `id`. */
function others(sum: SumLimit, id: string, inputs: Inputs): number {
  return sum.inputs.filter((k) => k !== id).reduce((t, k) => t + (inputs[k] as number), 0);
}

/** The upper limit of a count under the other inputs. */
export function countMax(tool: CalculatorTool, input: CalcCountInput, inputs: Inputs): number {
  const limit = tool.limits?.find((l) => l.input === input.id);
  const other = limit ? inputs[limit.atMost] : undefined;
  let max = typeof other === 'number' ? Math.min(input.max, other) : input.max;
  for (const sum of tool.sums ?? [])
    if (sum.inputs.includes(input.id)) max = Math.min(max, sum.max - others(sum, input.id, inputs));
  return max;
}

/** The lower limit of a count under the other inputs. */
export function countMin(tool: CalculatorTool, input: CalcCountInput, inputs: Inputs): number {
  let min = input.min;
  for (const sum of tool.sums ?? [])
    if (sum.inputs.includes(input.id)) min = Math.max(min, sum.min - others(sum, input.id, inputs));
  return min;
}

/**
 * `inputs` with every sum limit mended: the last count lowered when the sum is over, the first
 * raised when it is under; `told` hears what was mended.
 */
export function mendSums(
  tool: CalculatorTool,
  inputs: Record<string, Inputs[string]>,
  told: (sum: SumLimit, breach: 'over' | 'under') => void = () => undefined,
): void {
  for (const sum of tool.sums ?? []) {
    const total = sum.inputs.reduce((t, k) => t + (inputs[k] as number), 0);
    const first = sum.inputs[0];
    const last = sum.inputs.at(-1);
    if (total > sum.max && last !== undefined) {
      inputs[last] = (inputs[last] as number) - (total - sum.max);
      told(sum, 'over');
    } else if (total < sum.min && first !== undefined) {
      inputs[first] = (inputs[first] as number) + (sum.min - total);
      told(sum, 'under');
    }
  }
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
