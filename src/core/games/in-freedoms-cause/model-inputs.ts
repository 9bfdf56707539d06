/**
 * In Freedom's Cause: what the three generated-table calculators open with and the controls
 * they share: the headline labelled as Haversack's model with the player's parameters loaded,
 * the quality choice, and the situations the model weighs (cover, terrain), named as the
 * parameters page names them so no label is typed twice.
 */
import { itemOptions, listChoice, type CalcOption } from '../../shared/calc-builders.js';
import type { CalcChoiceInput, CalculatorTool } from '../../shared/calculator.js';
import { MODEL_USER_DATA, paramById } from './model-params.js';
import { QUALITIES } from './quality.js';

/**
 * What every generated-table calculator opens with: the headline labelled as our model, with
 * `unit` when its results do not word their own, and the player's parameters loaded as its user
 * data.
 */
export function modelOpening(
  unit?: CalculatorTool['headline']['unit'],
): Pick<CalculatorTool, 'headline' | 'userData'> {
  return {
    headline: { label: 'Our model', ...(unit && { unit }) },
    userData: MODEL_USER_DATA,
  };
}

/**
 * The options of a situation the model weighs (the target's cover, the defender's terrain):
 * Open, then each of `ids` named as its parameter `prefix-id` is on the parameters page.
 */
export function situationOptions(prefix: string, ids: readonly string[]): CalcOption[] {
  return [
    { value: 'open', label: 'Open' },
    ...ids.map((id) => ({ value: id, label: paramById(`${prefix}-${id}`)?.label ?? id })),
  ];
}

/** A quality choice with the rulebook's five ratings, Average first chosen. */
export function qualityChoice(id: string, label: string): CalcChoiceInput {
  return listChoice(id, label, itemOptions(QUALITIES), { default: 'average' });
}
