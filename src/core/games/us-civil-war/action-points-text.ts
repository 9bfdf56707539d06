/**
 * The U.S. Civil War: the action list in words, for the initiative tool's notes and the
 * reference cards. Procedures only.
 */
import { ACTION_COSTS, type ActionCost } from './action-points.js';

/** One action's cost in words: '1 AP', '1 AP per SP', '0 AP'. */
export function costText(a: ActionCost): string {
  return `${a.ap} AP${a.per ? ` per ${a.per}` : ''}`;
}

/** The whole list in one line: 'Move a General …: 1 AP; …'. */
export function actionCostsLine(): string {
  return ACTION_COSTS.map((a) => `${a.action}: ${costText(a)}`).join('; ');
}
