/**
 * A roll tool's situation as named inputs: defaults, reading them from a link (checking every
 * value), writing them back, which are shown, which combinations the rules forbid, and resolving
 * the dice of every side. Pure, so links and components share one tested implementation.
 */
import { evaluateCondition, applyModifiers, sumModifiers } from './modifiers.js';
import { resultFromNatural } from './roll.js';
import type { InputDef, Resolution, RollSide, RollTool, InputCheck } from './tool.js';
import type { Condition, DiceSpec, InputValue, Inputs, RollResult } from './types.js';

/** Every input of every side of a tool, in display order. */
export function toolInputs(tool: RollTool): InputDef[] {
  return tool.sides.flatMap((s) => s.inputs);
}

/** The inputs at their defaults. */
export function defaultInputs(tool: RollTool): Record<string, InputValue> {
  const out: Record<string, InputValue> = {};
  for (const def of toolInputs(tool)) out[def.id] = defaultOf(def);
  return out;
}

function defaultOf(def: InputDef): InputValue {
  switch (def.kind) {
    case 'flag':
      return def.default ?? false;
    case 'count':
      return def.default;
    case 'choice':
      return def.default;
  }
}

/** Reserved query keys of a roll link (not inputs). */
export const ROLL_PARAMS = ['seed', 'dice', 'n', 'tp'] as const;

/** One value of a link the tool could not use, in words. */
export interface InputProblem {
  readonly key: string;
  readonly message: string;
}

/**
 * Reads inputs from a link's query pairs. Unknown keys and bad values are reported, and the
 * input keeps its default: a link never breaks the tool.
 */
export function readInputs(
  tool: RollTool,
  params: readonly (readonly [string, string])[],
  extraKeys: readonly string[] = ROLL_PARAMS,
): { inputs: Record<string, InputValue>; problems: InputProblem[] } {
  const inputs = defaultInputs(tool);
  const problems: InputProblem[] = [];
  const defs = new Map(toolInputs(tool).map((d) => [d.id, d]));
  for (const [key, raw] of params) {
    if (extraKeys.includes(key)) continue;
    const def = defs.get(key);
    if (!def) {
      problems.push({
        key,
        message: `“${key.slice(0, 40)}” is not a setting of this tool; it was ignored.`,
      });
      continue;
    }
    const value = parseValue(def, raw);
    if (value === null) {
      problems.push({
        key,
        message: `“${raw.slice(0, 40)}” is not a valid value for “${def.label}”; the default is used.`,
      });
    } else inputs[key] = value;
  }
  return { inputs, problems };
}

function parseValue(def: InputDef, raw: string): InputValue | null {
  switch (def.kind) {
    case 'flag':
      return raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : null;
    case 'count': {
      if (!/^[+-]?\d{1,4}$/.test(raw)) return null;
      const n = Number(raw);
      return n >= def.min && n <= def.max ? n : null;
    }
    case 'choice':
      return def.options.some((o) => o.value === raw) ? raw : null;
  }
}

/** The query pairs for inputs that differ from their defaults, in display order. */
export function writeInputs(tool: RollTool, inputs: Inputs): [string, string][] {
  const out: [string, string][] = [];
  for (const def of toolInputs(tool)) {
    const value = inputs[def.id];
    if (value === undefined || value === defaultOf(def)) continue;
    out.push([def.id, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]);
  }
  return out;
}

/** Link pairs with `inputs` written over them (booleans as 1/0), other pairs kept in order. */
export function mergeInputPairs(
  pairs: readonly (readonly [string, string])[],
  inputs: Inputs,
): [string, string][] {
  const out: [string, string][] = pairs.filter(([k]) => !(k in inputs)).map(([k, v]) => [k, v]);
  for (const [k, v] of Object.entries(inputs)) {
    out.push([k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v)]);
  }
  return out;
}

/** Whether an input is shown (and counted) under the current inputs. */
export function inputVisible(def: InputDef, inputs: Inputs): boolean {
  return def.showWhen === undefined || evaluateCondition(def.showWhen, inputs);
}

/** The inputs with hidden ones reset to their defaults, so a hidden box never counts. */
export function effectiveInputs(tool: RollTool, inputs: Inputs): Record<string, InputValue> {
  return visibleInputs(tool.sides, inputs);
}

/** `effectiveInputs` for a set of sides (a procedure that is not wrapped in a tool). */
export function visibleInputs(
  sides: readonly RollSide[],
  inputs: Inputs,
): Record<string, InputValue> {
  const out: Record<string, InputValue> = { ...inputs };
  for (const def of sides.flatMap((s) => s.inputs)) {
    if (!inputVisible(def, inputs)) out[def.id] = defaultOf(def);
  }
  return out;
}

/** The rule checks that the inputs break (forbidden combinations), with their reasons. */
export function failedChecks(tool: RollTool, inputs: Inputs): InputCheck[] {
  return (tool.checks ?? []).filter((c) => evaluateCondition(c.when, inputs));
}

/** The inputs a condition reads, in the order it names them. */
export function conditionInputs(c: Condition): string[] {
  if ('all' in c) return c.all.flatMap(conditionInputs);
  if ('any' in c) return c.any.flatMap(conditionInputs);
  if ('not' in c) return conditionInputs(c.not);
  return [c.input];
}

/**
 * Where each failed check is shown: beside its `at` input, else beside the first shown input its
 * condition reads (in side order), else (`null`) only in the result panel.
 */
export function checkPlaces(
  tool: RollTool,
  inputs: Inputs,
  failed: readonly InputCheck[],
): { readonly check: InputCheck; readonly at: InputDef | null }[] {
  const shown = tool.sides.flatMap((s) => s.inputs).filter((d) => inputVisible(d, inputs));
  return failed.map((check) => {
    const reads = check.at === undefined ? conditionInputs(check.when) : [check.at];
    const at = shown.find((d) => reads.includes(d.id)) ?? null;
    return { check, at };
  });
}

/** Sum of each side's modifiers under the inputs. */
export function modifierTotals(tool: RollTool, inputs: Inputs): number[] {
  const eff = effectiveInputs(tool, inputs);
  return tool.sides.map((s) => sumModifiers(applyModifiers(s.modifiers, eff)));
}

/**
 * Resolves dice already rolled (one array of faces per side, in side order) under the inputs:
 * each side's modified roll, then the tool's resolution. Throws RangeError for wrong dice.
 */
export function resolveTool<C>(
  tool: RollTool<C>,
  naturals: readonly (readonly number[])[],
  inputs: Inputs,
): { rolls: RollResult[]; resolution: Resolution<C> } {
  if (naturals.length !== tool.sides.length) {
    throw new RangeError(`Expected dice for ${tool.sides.length} side(s); got ${naturals.length}.`);
  }
  const eff = effectiveInputs(tool, inputs);
  const rolls = tool.sides.map((side, i) =>
    resultFromNatural(
      sideDice(side, eff),
      naturals[i] ?? [],
      applyModifiers(side.modifiers, eff),
      side.clamp,
    ),
  );
  return { rolls, resolution: tool.resolve(rolls, eff) };
}

/** Dice of a roll link: '4.2,3' → [[4, 2], [3]]; null when malformed. */
export function parseDiceParam(raw: string): number[][] | null {
  if (raw.length > 200 || !/^\d{1,3}(\.\d{1,3})*(,\d{1,3}(\.\d{1,3})*)*$/.test(raw)) return null;
  return raw.split(',').map((side) => side.split('.').map(Number));
}

/** Writes dice for a roll link: [[4, 2], [3]] → '4.2,3'. */
export function formatDiceParam(naturals: readonly (readonly number[])[]): string {
  return naturals.map((side) => side.join('.')).join(',');
}

/** The dice `side` rolls under `inputs` (its `diceFor`, else its fixed dice). */
export function sideDice(side: RollSide, inputs: Inputs): DiceSpec {
  return side.diceFor ? side.diceFor(inputs) : side.dice;
}

/** `tool` with each side's dice as `inputs` set them, for views that read `side.dice`. */
export function dicedTool<C>(tool: RollTool<C>, inputs: Inputs): RollTool<C> {
  if (!tool.sides.some((s) => s.diceFor)) return tool;
  return { ...tool, sides: tool.sides.map((s) => ({ ...s, dice: sideDice(s, inputs) })) };
}
