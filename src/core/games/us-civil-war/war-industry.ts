/**
 * The U.S. Civil War: War Industry, the first step of the Confederate Reinforcement Segment
 * (14.5), as a roll tool: two dice on the Random States Table the players key in name the state
 * where an Arsenal is added to a Resource Hex. Its odds are each state's chance on that table.
 */
import { rollAt } from '../../shared/tool-support.js';
import type { Resolution, RollTool } from '../../shared/tool.js';
import { ARSENAL_CAP_TIMES, RANDOM_STATES_DICE } from './economy-data.js';
import {
  randomStatesSide,
  stateFor,
  stateOdds,
  stateOutcome,
  stateOutcomes,
  stateText,
} from './random-state-roll.js';
import type { RandomStates } from './random-states.js';

const { count, sides } = RANDOM_STATES_DICE;

const PLACE = (where: string) =>
  `Add 1 BP of Arsenal to a Resource Hex he controls in ${where}: place an Arsenal marker or raise one; it counts this turn.`;
const REROLL = `Roll again if the Union controls every Resource Hex of the state, or every one he holds is at ${ARSENAL_CAP_TIMES} × its printed value (ruling C20).`;

/** The War Industry tool under the players' Random States Table (null: not entered). */
export function warIndustryTool(data: RandomStates | null): RollTool {
  const outcomes = stateOutcomes(data);
  return {
    id: 'war-industry',
    title: 'War Industry',
    rule: '14.5',
    summary: `Each Confederate Reinforcement Segment, ${count}d${sides} on the Random States Table names the state that gains an Arsenal.`,
    sides: [randomStatesSide('confederate', 'Confederate player')],
    outcomes,
    resolve(rolls): Resolution {
      const total = rollAt(rolls, 0, 'War Industry').total;
      const state = stateFor(data, total);
      return {
        outcome: stateOutcome(outcomes, data, total),
        effects: [stateText(data, total), PLACE(state ?? 'that state'), REROLL],
      };
    },
    odds: () => stateOdds(outcomes, data),
    notes: [
      {
        text: `No Resource Hex may grow past ${ARSENAL_CAP_TIMES} × its printed value.`,
        rule: '14.5',
      },
      {
        text: 'Arsenals on the map plus those in the Arsenals Destroyed box always equal the turn number; a Union Control marker or Fort on the hex destroys its Arsenals.',
        rule: '14.5, 6.4.1',
      },
      {
        text: 'The Random States Table is on the player aid card: key it in once on its page (ruling G4).',
        rule: '14.5',
      },
    ],
  };
}
