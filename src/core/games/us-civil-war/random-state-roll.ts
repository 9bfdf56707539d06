/**
 * The U.S. Civil War: a roll on the Random States Table as one side of a roll tool (14.5,
 * 21.10.2): its dice, and the state the players' entered table names for a total, in words for
 * the tools that route a placement through it (War Industry, the Confederate naval
 * reinforcement). Until the table is entered, or while it contradicts the rulebook (ruling G4),
 * the tool says the total to read on the card.
 */
import { outcomeOf } from '../../shared/tool-support.js';
import type { Outcome, RollSide } from '../../shared/tool.js';
import type { Distribution } from '../../shared/types.js';
import { diceDistribution } from '../../shared/distribution.js';
import { RANDOM_STATES_DICE } from './economy-data.js';
import { randomStateOf, RANDOM_STATES_TOTALS, type RandomStates } from './random-states.js';

/** The Random States Table's dice as a rolling side labelled `label`. */
export function randomStatesSide(id: string, label: string): RollSide {
  return { id, label, dice: RANDOM_STATES_DICE, inputs: [], modifiers: [] };
}

/** The state a total names in the entered table, or null while it is not there to read. */
export const stateFor = (data: RandomStates | null, total: number): string | null =>
  randomStateOf(data, total);

/** The state a total names, in a sentence (or what to read on the card). */
export function stateText(data: RandomStates | null, total: number): string {
  const s = stateFor(data, total);
  return s
    ? `Random States Table, total ${total}: ${s}.`
    : `Total ${total}: read the state on the Random States Table of your player aid card, or enter the table on its page to have it read here (ruling G4).`;
}

/** Outcome key of a state's name. */
export const stateKey = (name: string): string => `state-${name.trim().toLowerCase()}`;

/** The outcome when the table cannot be read. */
export const READ_OUTCOME: Outcome = {
  key: 'read',
  label: 'Read the state on your Random States Table',
  tone: 'neutral',
};

/** One outcome per state the usable table names, in order of first total; else only `read`. */
export function stateOutcomes(data: RandomStates | null): Outcome[] {
  const seen = new Map<string, Outcome>();
  for (const t of RANDOM_STATES_TOTALS) {
    const s = stateFor(data, Number(t));
    if (s && !seen.has(stateKey(s)))
      seen.set(stateKey(s), { key: stateKey(s), label: s, tone: 'good' });
  }
  return [...seen.values(), READ_OUTCOME];
}

/** The outcome of `total` among `outcomes`. */
export function stateOutcome(
  outcomes: readonly Outcome[],
  data: RandomStates | null,
  total: number,
): Outcome {
  const s = stateFor(data, total);
  return outcomeOf(outcomes, s ? stateKey(s) : 'read');
}

/** The chance of each state (totals not entered go to `read`). */
export function stateOdds(
  outcomes: readonly Outcome[],
  data: RandomStates | null,
): Distribution<string> {
  const d = diceDistribution(RANDOM_STATES_DICE);
  const w = new Map<string, number>(outcomes.map((o) => [o.key, 0]));
  for (const { key: total, weight } of d.outcomes) {
    const k = stateOutcome(outcomes, data, total).key;
    w.set(k, (w.get(k) ?? 0) + weight);
  }
  return {
    outcomes: outcomes.map((o) => ({ key: o.key, weight: w.get(o.key) ?? 0 })),
    total: d.total,
  };
}
