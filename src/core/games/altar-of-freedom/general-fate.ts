/**
 * Altar of Freedom: the General Fate tool. A general rolls when an enemy contacts him or when a
 * brigade he touches breaks; high rolls are bad (Generals in Combat, L1285–1361; QRS
 * L5688–5756; spec §2.7, §3.12).
 */
import { flagModifier } from '../../shared/modifier-rows.js';
import { axisRange } from '../../shared/axis.js';
import { D6 } from '../../shared/index.js';
import type { Clamp } from '../../shared/index.js';
import type { Outcome, RollSide, RollTool } from '../../shared/tool.js';
import type { FateCell } from './cells.js';
import { FATE_RELOCATE_INCHES } from './constants.js';
import { FATE_TABLE } from './tables.js';
import { traitRollModifier } from './trait-effects.js';
import { choiceInput, flagInput } from '../../shared/input-builders.js';
import { tableTool } from './table-tool.js';

/** Fate totals are clamped to the range the Fate Table prints (spec §2.7, inferred; ruling A45). */
export const FATE_CLAMP: Clamp = axisRange(FATE_TABLE.rows);

/**
 * One name per Fate outcome, in table order (App. I): the odds, the table's cells, the result and
 * the battle tracker all read these, so a general's fate is called the same everywhere.
 */
export const FATE_NAMES = {
  relocate: 'Unhurt',
  'new-horse': 'Unhorsed',
  captured: 'Captured',
  wounded: 'Grievously wounded',
  killed: 'Killed',
} as const;

/** What an unhurt general may do: move up to `inches`. */
export const fateRelocateText = (inches: number): string =>
  `${FATE_NAMES.relocate}: move him anywhere within ${inches}″`;

/** What an unhorsed general does. */
export const FATE_NEW_HORSE_TEXT = `${FATE_NAMES['new-horse']}: off the table until the end of the turn`;

/** Fate outcomes in table order (L1315–1342). */
export const FATE_OUTCOMES: readonly Outcome[] = [
  { key: 'relocate', label: fateRelocateText(FATE_RELOCATE_INCHES), tone: 'good' },
  { key: 'new-horse', label: FATE_NEW_HORSE_TEXT, tone: 'neutral' },
  { key: 'captured', label: FATE_NAMES.captured, tone: 'bad' },
  { key: 'wounded', label: FATE_NAMES.wounded, tone: 'bad' },
  { key: 'killed', label: FATE_NAMES.killed, tone: 'bad' },
];

/** The outcome key of a Fate Table cell. */
export function fateOutcomeKey(cell: FateCell): string {
  return cell.kind === 'fallen' ? cell.loss : cell.kind;
}

/** The general's side: one D6 with his trait modifiers (App. I, L1682–1686). */
const GENERAL: RollSide = {
  id: 'general',
  label: 'General',
  dice: D6,
  clamp: FATE_CLAMP,
  inputs: [
    choiceInput(
      'trigger',
      'Why he rolls',
      [
        ['contacted', 'An enemy unit contacted him'],
        ['brigade-broke', 'A brigade he touches broke'],
      ],
      'Generals in Combat › Fate Table',
    ), // L1306–1313
    flagInput('leadsFromFront', 'He Leads from the Front', 'Appendix I › Leads from the Front'), // L1682–1684
    flagInput('leadsFromRear', 'He Leads from the Rear', 'Appendix I › Leads from the Rear'), // L1685–1686
  ],
  modifiers: [
    flagModifier(
      'leadsFromFront',
      'Leads from the Front',
      traitRollModifier('leads-from-the-front', 'general-fate'),
      'Appendix I › Leads from the Front',
    ), // L1682–1684
    flagModifier(
      'leadsFromRear',
      'Leads from the Rear',
      traitRollModifier('leads-from-the-rear', 'general-fate'),
      'Appendix I › Leads from the Rear',
    ), // L1685–1686
  ],
};

function effects(cell: FateCell): string[] {
  switch (cell.kind) {
    case 'relocate':
      return [`Place the general anywhere within ${cell.inches}″.`];
    case 'new-horse':
      return ['Remove the general; he returns at the end of this turn (ruling A21).'];
    case 'fallen':
      return [
        'Remove the general for good: one loss toward the break point.',
        'His saved PP are lost; a replacement takes over at end of turn (half PP rounded up, no traits).',
      ];
  }
}

/** The General Fate tool (Fate Table, L1287–1342). */
export const generalFateTool: RollTool<FateCell> = {
  id: 'general-fate',
  summary: 'A general in harm’s way rolls one D6: the higher, the worse for him.',
  ...tableTool(GENERAL, FATE_TABLE, FATE_OUTCOMES, fateOutcomeKey, effects),
  notes: [
    {
      text: 'Totals are kept within 1–6 (ruling A45).',
      rule: 'Appendix I › Leads from the Front, Leads from the Rear; ruling A45',
    }, // L1682–1686
    {
      text: 'A lone general contacted by the enemy: the attacker stops at contact (ruling A20).',
      rule: 'Generals in Combat › Fate Table; ruling A20', // L1306–1309
    },
    {
      text: 'Generals cannot be shot at and never evade.',
      rule: 'Firing Arcs and Valid Targets; Generals Evading?',
    }, // L846–848, L1348–1353
    {
      text: 'Captured, wounded or killed generals count toward the break point; "new horse" does not.',
      rule: 'Army Break Points', // L1624–1628
    },
  ],
};
