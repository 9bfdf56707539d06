/**
 * Gettysburg's days: a day ends when both players pass in a row; the scenario's days, and one
 * more for each Battle Continues a player holds; each new day both sides disengage generals and
 * draw cards (the numbers are the scenario's, read from `scenarios.ts`), and a side whose
 * general was wounded the day before is told of his replacement (`campaign-wounded.ts`); at
 * the end the Confederate wins only if his combat value is the higher.
 */
import type { CampaignSnapshot } from './campaign-types.js';
import { drawCards } from './campaign-decks.js';
import { inWords } from './cards-common.js';
import { SIDE_LABELS, SIDES, type Side } from './phases.js';
import {
  GETTYSBURG_DAYS,
  GETTYSBURG_LAST_DAY,
  GETTYSBURG_NEW_DAY,
  requireScenario,
} from './scenarios.js';
import { gettysburgResult } from './victory.js';
import { replacementText } from './campaign-wounded.js';

function requireGettysburg(s: CampaignSnapshot): void {
  if (requireScenario(s.scenario).victory !== 'gettysburg')
    throw new RangeError('Days are counted in the Gettysburg scenario only.');
}

/** The next day, `continuedBy` naming who played Battle Continues after the scenario's last. */
export function advanceDay(s: CampaignSnapshot, continuedBy?: Side): CampaignSnapshot {
  requireGettysburg(s);
  if (s.day >= GETTYSBURG_LAST_DAY) throw new RangeError('No day follows the last one.');
  let state = s;
  if (s.day >= GETTYSBURG_DAYS.days) {
    if (!continuedBy)
      throw new RangeError(
        `After day ${GETTYSBURG_DAYS.days} the battle goes on only by Battle Continues.`,
      );
    if (s.battleContinues[continuedBy])
      throw new RangeError(
        `${SIDE_LABELS[continuedBy]} has played his ${inWords(GETTYSBURG_DAYS.battleContinuesEach)} Battle Continues.`,
      );
    state = { ...state, battleContinues: { ...state.battleContinues, [continuedBy]: true } };
  }
  for (const side of SIDES) state = drawCards(state, side, GETTYSBURG_NEW_DAY.draw).state;
  const next = { ...state, day: s.day + 1 };
  const owed = SIDES.map((side) => replacementText(next, side)).filter((t) => t !== null);
  return {
    ...next,
    note: `Day ${s.day + 1}: each side disengages ${GETTYSBURG_NEW_DAY.disengage} generals and draws ${GETTYSBURG_NEW_DAY.draw}.${owed.length > 0 ? ` ${owed.join(' ')}` : ''}`,
  };
}

/** The battle's end with both final combat values. */
export function endGettysburg(
  s: CampaignSnapshot,
  cv: { readonly union: number; readonly confederate: number },
): CampaignSnapshot {
  requireGettysburg(s);
  if (s.day < GETTYSBURG_DAYS.days)
    throw new RangeError(`The battle lasts at least ${GETTYSBURG_DAYS.days} days.`);
  const result = gettysburgResult(cv);
  return { ...s, result, note: `Gettysburg ends: ${result.reason}` };
}
