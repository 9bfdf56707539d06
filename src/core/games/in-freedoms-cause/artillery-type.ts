/**
 * In Freedom's Cause: the coop artillery-type roll as a roll tool. Where the scenario does not
 * say what a battery or section carries, one die per battery or section gives smoothbore, mixed
 * or rifled guns, by side. The faces are `ARTILLERY_TYPE_ROLL` in `coop-data.ts`, read here.
 */
import { rangeEntry } from '../../shared/axis.js';
import { diceDistribution, mapDistribution } from '../../shared/distribution.js';
import { choiceInput } from '../../shared/input-builders.js';
import { lookup } from '../../shared/table.js';
import { choiceOf, inOutcomeOrder, outcomeOf, rollAt } from '../../shared/tool-support.js';
import type { Outcome, RollSide, RollTool } from '../../shared/tool.js';
import type { DiceSpec, Inputs, ResultsTable } from '../../shared/types.js';
import { ARTILLERY_TYPE_ROLL, COOP_RULE, type Bore } from './coop-data.js';

const DICE: DiceSpec = { count: 1, sides: ARTILLERY_TYPE_ROLL.die };
const SIDES = ARTILLERY_TYPE_ROLL.sides;

/** A cell: the guns the face gives. */
export type ArtilleryCell = Bore;

const BORE_LABEL: Readonly<Record<Bore, string>> = {
  smoothbore: 'Smoothbore guns',
  mixed: 'Mixed smoothbore and rifled',
  rifled: 'Rifled guns',
};

/** The three results. */
export const ARTILLERY_TYPE_OUTCOMES: readonly Outcome[] = [
  { key: 'smoothbore', label: BORE_LABEL.smoothbore, tone: 'neutral' },
  { key: 'mixed', label: BORE_LABEL.mixed, tone: 'neutral' },
  { key: 'rifled', label: BORE_LABEL.rifled, tone: 'neutral' },
];

function boreOn(sideIndex: number, face: number): Bore {
  const hit = SIDES[sideIndex]?.faces.find((f) => face >= f.from && face <= f.to);
  if (!hit) throw new RangeError(`No artillery type for a roll of ${face}.`);
  return hit.bore;
}

const faces = Array.from({ length: DICE.sides }, (_, i) => i + 1);

/** The die's faces down, the sides across. */
export const ARTILLERY_TYPE_TABLE: ResultsTable<ArtilleryCell> = {
  id: 'artillery-type',
  title: `Artillery type: d${DICE.sides} per battery or section`,
  rule: COOP_RULE,
  rows: { label: 'Die', entries: faces.map((f) => rangeEntry(f, f)) },
  columns: {
    label: 'Side',
    entries: SIDES.map((s, i) => ({ key: s.id, label: s.label, min: i, max: i })),
  },
  cells: faces.map((f) => SIDES.map((_, i) => boreOn(i, f))),
  outOfRange: 'reject',
};

/** A cell in words. */
export function artilleryCellText(cell: ArtilleryCell): string {
  return BORE_LABEL[cell];
}

const sideIndex = (inputs: Inputs) =>
  Math.max(
    0,
    SIDES.findIndex((s) => s.id === choiceOf(inputs, 'side', SIDES[0].id)),
  );

const ROLLER: RollSide = {
  id: 'battery',
  label: 'Battery or section',
  dice: DICE,
  inputs: [
    choiceInput(
      'side',
      'Its side',
      [
        [SIDES[0].id, SIDES[0].label],
        [SIDES[1].id, SIDES[1].label],
      ],
      COOP_RULE,
    ),
  ],
  modifiers: [],
};

/** The artillery-type roll (Cooperative and Solo Play Mode). */
export const artilleryTypeTool: RollTool<ArtilleryCell> = {
  id: 'artillery-type',
  title: 'Artillery type',
  rule: COOP_RULE,
  summary: 'One die per battery or section, when the scenario does not say what guns it has.',
  sides: [ROLLER],
  table: ARTILLERY_TYPE_TABLE,
  outcomes: ARTILLERY_TYPE_OUTCOMES,
  resolve(rolls, inputs) {
    const roll = rollAt(rolls, 0, 'Artillery type');
    const hit = lookup(ARTILLERY_TYPE_TABLE, roll.total, sideIndex(inputs));
    return {
      outcome: outcomeOf(ARTILLERY_TYPE_OUTCOMES, hit.cell),
      lookup: hit,
      effects: [
        `${SIDES[sideIndex(inputs)]?.label ?? ''} battery or section on ${roll.total}: ${BORE_LABEL[hit.cell].toLowerCase()}.`,
      ],
    };
  },
  odds(inputs) {
    const i = sideIndex(inputs);
    return inOutcomeOrder(
      ARTILLERY_TYPE_OUTCOMES,
      mapDistribution(diceDistribution(DICE), (face) => boreOn(i, face)),
    );
  },
  notes: [
    {
      text: 'Roll once for each battery or independent section; a scenario that names its guns overrides the roll.',
      rule: COOP_RULE,
    },
  ],
};
