/**
 * In Freedom's Cause: the unit tracker's roll panel. The brigade and army morale tests are
 * rolled with the morale tools, their counts read from the tracked units (units by quality, units
 * lost, the brigadier, tests passed), and the dice applied as one change that the reducer
 * resolves with the same tools; a general casualty roll owed (casualties recorded on a unit with a
 * general attached) is rolled against the casualties inflicted, and fells that general or not.
 */
import type { WithHistory } from '../../shared/tracker-history.js';
import type { ResolvedRoll, RollPanel } from '../../shared/tracker-roll.js';
import type { Outcome } from '../../shared/tracker.js';
import { armyMoraleTool } from './army-morale.js';
import { brigadeMoraleTool } from './brigade-morale.js';
import { generalCasualtyCellText, generalCasualtyTool } from './general-casualty.js';
import { moraleCellText } from './morale-test.js';
import { rollText } from './tracker-general-views.js';
import { casualtyInputs } from './tracker-generals.js';
import { armyInputs, brigadeDue, brigadeInputs, armyDue } from './tracker-morale.js';
import { SIDE_LABEL } from './tracker-reducer.js';
import { SIDES } from './tracker-tables.js';
import type { IfcEvent, IfcSnapshot, Side } from './tracker-types.js';

type S = WithHistory<IfcSnapshot>;
type Chosen = Readonly<Record<string, string>>;
type Result = Outcome<{ event: IfcEvent; text: string }>;

const dice = (r: ResolvedRoll) => r.rolls[0]?.natural ?? [];
const sideOf = (x: Chosen): Side => (x['army'] === 'confederate' ? 'confederate' : 'union');

function brigadeResult(x: Chosen, r: ResolvedRoll, s: S): Result {
  const b = s.brigades.find((y) => y.id === x['brigade']);
  if (!b) return { problem: 'Choose the brigade that tests.' };
  const due = brigadeDue(s, b);
  if (!due.due) return { problem: `${b.name}: ${due.why}` };
  return {
    event: { type: 'brigade-test', brigade: b.id, dice: dice(r) },
    text: `${r.resolution.outcome.label} → ${b.name}`,
  };
}

function armyResult(x: Chosen, r: ResolvedRoll, s: S): Result {
  const side = sideOf(x);
  const due = armyDue(s, side);
  if (!due.due) return { problem: `${SIDE_LABEL[side]} army: ${due.why}` };
  return {
    event: { type: 'army-test', side, dice: dice(r) },
    text: `${r.resolution.outcome.label} → ${SIDE_LABEL[side]} army`,
  };
}

function generalResult(x: Chosen, r: ResolvedRoll, s: S): Result {
  const roll = s.casualtyRolls.find((y) => y.id === x['roll']);
  if (!roll) return { problem: 'Choose the general casualty roll that is due.' };
  return {
    event: { type: 'general-casualty', roll: roll.id, dice: dice(r) },
    text: `${r.resolution.outcome.label} → ${rollText(s, roll)}`,
  };
}

/** The tracker's roll panel: morale tests and the general casualty roll. */
export const IFC_ROLL_PANEL: RollPanel<S, unknown, IfcEvent> = {
  kind: 'roll',
  id: 'roll-h',
  title: 'Roll a test and apply it',
  apply: 'Apply to the battle',
  unchosen: 'Choose who tests to apply this result.',
  rulings: ['A13'],
  tables: [
    {
      id: 'brigade-morale',
      title: 'Brigade morale',
      tool: brigadeMoraleTool,
      cellText: moraleCellText,
      subjects: (s) => [
        {
          name: 'brigade',
          label: 'Brigade',
          options: s.brigades.map((b) => ({ value: b.id, label: b.name })),
        },
      ],
      inputs: (x, s) => {
        const b = s.brigades.find((y) => y.id === x['brigade']);
        return b ? brigadeInputs(s, b) : {};
      },
      result: brigadeResult,
    },
    {
      id: 'army-morale',
      title: 'Army morale',
      tool: armyMoraleTool,
      cellText: moraleCellText,
      subjects: () => [
        {
          name: 'army',
          label: 'Army',
          options: SIDES.map((side) => ({ value: side, label: SIDE_LABEL[side] })),
        },
      ],
      inputs: (x, s) => (x['army'] ? armyInputs(s, sideOf(x)) : {}),
      result: armyResult,
    },
    {
      id: 'general-casualty',
      title: 'General casualty',
      tool: generalCasualtyTool,
      cellText: generalCasualtyCellText,
      subjects: (s) => [
        {
          name: 'roll',
          label: 'Roll due',
          options: s.casualtyRolls.map((r) => ({ value: r.id, label: rollText(s, r) })),
        },
      ],
      inputs: (x, s) => {
        const roll = s.casualtyRolls.find((y) => y.id === x['roll']);
        return roll ? casualtyInputs(roll) : {};
      },
      result: generalResult,
    },
  ],
};
