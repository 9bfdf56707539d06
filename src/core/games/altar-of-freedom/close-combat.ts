/**
 * Altar of Freedom: the Close Combat tool. Attacker and defender each roll one D6 plus
 * cumulative modifiers; the disparity decides (Resolving Combat, L1112–1189; QRS L5686–5725;
 * spec §2.5, §3.11).
 */
import { mapDistribution } from '../../shared/index.js';
import type { AxisEntry, Condition, Inputs, RollResult } from '../../shared/index.js';
import type { InputCheck, Outcome, Resolution, RollTool } from '../../shared/tool.js';
import type { CloseCombatCell } from './cells.js';
import {
  closeCombatOutcomeKey,
  closeCombatResult,
  describeEffect,
  disparityOutcomeKey,
} from './close-combat-result.js';
import { ATTACKER, DEFENDER } from './close-combat-sides.js';
import { CLOSE_COMBAT_TABLE } from './tables.js';
import { choiceOf, inOutcomeOrder, opposedD6, outcomeOf, rollAt } from './tool-support.js';

/** The Close Combat Table's rows won by a disparity (every row but Equal), smallest first. */
const WON_ROWS = CLOSE_COMBAT_TABLE.rows.entries.filter((e) => e.min !== 0);

/** The cell of Equal: both sides recoil. */
const TIE = CLOSE_COMBAT_TABLE.cells.flat().find((c) => c.kind === 'tie');

/** The outcome of `who` winning on row `row`, labelled with the row as the book prints it. */
const won = (who: 'attacker' | 'defender', row: AxisEntry): Outcome => ({
  key: disparityOutcomeKey(who, row.key),
  label: `${who === 'attacker' ? 'Attacker' : 'Defender'} wins by ${row.label.replace('-', '–')}`,
  tone: 'neutral',
});

/**
 * Outcomes by winner and disparity row, read from the Close Combat Table (L1120–1172): the
 * attacker's largest win first, Equal, then the defender's wins up to the largest.
 */
export const CLOSE_COMBAT_OUTCOMES: readonly Outcome[] = [
  ...[...WON_ROWS].reverse().map((row) => won('attacker', row)),
  { key: 'tie', label: `Equal: both recoil ${TIE?.bd ?? 0} BD`, tone: 'neutral' },
  ...WON_ROWS.map((row) => won('defender', row)),
];

function resolve(rolls: readonly RollResult[], inputs: Inputs): Resolution<CloseCombatCell> {
  const a = rollAt(rolls, 0, 'Close combat');
  const d = rollAt(rolls, 1, 'Close combat');
  const artillery = choiceOf(inputs, 'defArm', 'infantry') === 'artillery';
  const result = closeCombatResult(a.clamped - d.clamped, artillery);
  return {
    outcome: outcomeOf(CLOSE_COMBAT_OUTCOMES, result.outcomeKey),
    lookup: result.lookup,
    effects: [
      describeEffect('Attacker', result.attacker),
      describeEffect('Defender', result.defender),
    ],
  };
}

/** The defender says it tried to evade (and failed, or stood). */
const TRIED_TO_EVADE: Condition = { input: 'defEvasion', in: ['failed', 'stood'] };

/** A check that `bar` forbids the evasion the defender says it tried (Evading Combat... maybe). */
function evasionBar(bar: Condition, message: string): InputCheck {
  return { when: { all: [TRIED_TO_EVADE, bar] }, message, rule: 'Evading Combat... maybe' };
}

/** The Close Combat tool (L1112–1189, L1226–1275). */
export const closeCombatTool: RollTool<CloseCombatCell> = {
  id: 'close-combat',
  title: 'Close combat',
  rule: 'Close Combat Table; Quick Reference Sheet › Close Combat Table', // L1120–1172, L5686–5725
  summary:
    'Both sides roll one D6 and add their modifiers; the difference decides who recoils or breaks.',
  sides: [ATTACKER, DEFENDER],
  table: CLOSE_COMBAT_TABLE,
  checks: [
    evasionBar({ input: 'defArm', eq: 'infantry' }, 'Only artillery and cavalry may try to evade.'), // L1227–1230
    evasionBar(
      { input: 'attArm', eq: 'cavalry' },
      'No evasion is possible against a cavalry attacker.',
    ), // L1231–1232
    evasionBar({ input: 'defOutflanked' }, 'An outflanked (enfiladed) defender may not evade.'), // L1230–1231
  ],
  notes: [
    {
      text: 'An artillery primary defender that loses is broken; the victor still advances (ruling A19).',
      rule: 'Artillery in Combat; ruling A19', // L1269–1275
    },
    {
      text: 'Cover/uphill is +1 at most; a scenario feature replaces it (ruling A17).',
      rule: 'Close Combat Table › Cumulative Modifiers; ruling A17', // L1169
    },
    {
      text: 'Modifiers apply to whichever side meets them, attacker included (ruling A18).',
      rule: 'Close Combat Table › Cumulative Modifiers; ruling A18', // L1166–1172
    },
    {
      text: 'Units defending field works need not pursue.',
      rule: 'Building Defensive Field Works',
    }, // L806–808
    { text: 'Only Unflappable may reroll a close-combat die.', rule: 'Appendix I › Unflappable' }, // L1716–1718
  ],
  outcomes: CLOSE_COMBAT_OUTCOMES,
  resolve,
  odds(inputs: Inputs) {
    const diff = opposedD6(ATTACKER, DEFENDER, inputs);
    return inOutcomeOrder(CLOSE_COMBAT_OUTCOMES, mapDistribution(diff, closeCombatOutcomeKey));
  },
};
