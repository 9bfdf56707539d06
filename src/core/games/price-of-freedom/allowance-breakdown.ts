/**
 * The Price of Freedom: how a movement allowance is reached (§16.2.2), as a calculator's
 * breakdown: the base and every modifier with its rule, marked when it applies. The movement
 * calculator and the march planner (its allowance at the start) both show it.
 */
import type { CalculatorResult } from '../../shared/calculator.js';
import { signed } from '../../shared/signed.js';
import { BASE_MOVEMENT_ALLOWANCE } from './constants.js';
import type { MovementAllowance } from './movement.js';
import { MOVEMENT_MODIFIERS } from './movement-data.js';

/** The breakdown of `result`, its total row labelled `label`. */
export function allowanceBreakdown(
  result: MovementAllowance,
  label: string,
): CalculatorResult['breakdown'] {
  const applied = new Map(result.modifiers.map((m) => [m.id, m.value]));
  const raw = BASE_MOVEMENT_ALLOWANCE + result.modifiers.reduce((t, m) => t + m.value, 0);
  return {
    rows: [
      {
        label: 'Base allowance',
        rule: '§16.2.2',
        printed: String(BASE_MOVEMENT_ALLOWANCE),
        here: String(BASE_MOVEMENT_ALLOWANCE),
      },
      ...MOVEMENT_MODIFIERS.map((m) => {
        const value = applied.get(m.id);
        const per = m.per === 'mam' ? ' × MAM' : m.per === 'actions' ? ' each' : '';
        return {
          label: m.label,
          rule: m.rule,
          ...(m.note === undefined ? {} : { note: m.note }),
          printed: m.per === 'mam' ? 'MAM' : `${signed(m.value)}${per}`,
          here: value === undefined ? null : signed(value),
        };
      }),
    ],
    total: {
      label: `${label}${raw < 0 ? ` (${raw}, never below 0)` : ''}`,
      value: String(result.total),
    },
  };
}

/** The caption and columns of that breakdown. */
export const ALLOWANCE_BREAKDOWN = {
  caption:
    'How the movement allowance is reached: the base and every modifier, marked when it applies',
  columns: ['Modifier', 'Value', 'Here'],
} as const;
