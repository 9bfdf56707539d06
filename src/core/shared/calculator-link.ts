/**
 * A calculator's link: each input that differs from its default as a query parameter (and each
 * repeated item as one), read back with a message for each value that could not be used, and the
 * change a player makes, with what a chosen option sets and the limits between inputs kept. Pure.
 */
import {
  calculatorDefaults,
  calculatorInputs,
  chosenOption,
  countText,
  mendSums,
  type CalculatorContext,
  type CalculatorTool,
  type DataChoiceInput,
  type DataOption,
  type RepeatedInputs,
} from './calculator.js';
import { readRepeats, writeRepeatItem } from './calculator-repeat.js';
import type { Inputs } from './types.js';

/**
 * The inputs a link holds, with every value that cannot be used reported in words and replaced:
 * by the default, or by what a chosen option sets.
 */
export function readCalculatorLink(
  tool: CalculatorTool,
  params: readonly (readonly [string, string])[],
  context: CalculatorContext,
): { inputs: Inputs; items: RepeatedInputs; notices: string[] } {
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
  mendSums(tool, inputs, (sum, breach) => notices.push(sum.message(breach, inputs)));
  const items = readRepeats(tool.repeats ?? [], params, notices);
  const known = new Set([...all.map((i) => i.id), ...(tool.repeats ?? []).map((r) => r.id)]);
  for (const [k] of params)
    if (!known.has(k))
      notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
  return { inputs, items, notices };
}

/**
 * The link for `inputs` and `items`: only the inputs that differ from their defaults, in order
 * (a data choice only when one is chosen, and every value a chosen option sets, so a device
 * that does not know the option reads the same), then each repeated group's items in order.
 * A link with every input written (as older links are) reads the same.
 */
export function writeCalculatorLink(
  tool: CalculatorTool,
  inputs: Inputs,
  items: RepeatedInputs = {},
): [string, string][] {
  const pairs: [string, string][] = [];
  const all = calculatorInputs(tool);
  const defaults = calculatorDefaults(tool);
  const setByChoice = new Set(
    all.flatMap((i) => (i.kind === 'data-choice' && inputs[i.id] !== '' ? i.sets : [])),
  );
  for (const input of all) {
    const v = inputs[input.id];
    if (v === undefined || (v === defaults[input.id] && !setByChoice.has(input.id))) continue;
    pairs.push([input.id, typeof v === 'boolean' ? (v ? '1' : '0') : String(v)]);
  }
  for (const repeat of tool.repeats ?? [])
    for (const item of items[repeat.id] ?? [])
      pairs.push([repeat.id, writeRepeatItem(repeat, item)]);
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
  mendSums(tool, next);
  return next;
}
