/**
 * Altar of Freedom: the Rally tool. At end of turn each broken infantry or cavalry brigade rolls
 * one D6 to rally, with a bonus from a nearby general (How to Rally and Rally Table,
 * L1426–1513; QRS L5758–5779; spec §2.8, §3.13).
 */
import { D6 } from '../../shared/index.js';
import type { Outcome, RollSide, RollTool } from '../../shared/tool.js';
import type { RallyCell } from './cells.js';
import {
  FATIGUE_RECOVERY_INCHES,
  RALLIED_PLACEMENT_INCHES,
  RALLY_GENERAL_BONUS,
  RALLY_GENERAL_INCHES,
  RALLY_REVERED_BONUS,
  RALLY_REVERED_INCHES,
} from './constants.js';
import { scenarioEffect, turnsText } from './scenarios.js';
import { RALLY_TABLE } from './tables.js';
import { choiceInput } from '../../shared/input-builders.js';
import { tableTool } from './table-tool.js';

/**
 * Cedar Creek's fog, read from the scenario's special rule (SR3, L4916–4920) once the scenario
 * is fetched (the game module lists it for this tool).
 */
function fogNotes(): { text: string; rule: string }[] {
  const fog = scenarioEffect('cedar-creek', 'fog');
  if (fog === undefined) return [];
  return [
    {
      text: `Cedar Creek turns ${turnsText(fog.turns)}: LOS for the bonus is ${fog.losInches}″ (fog).`,
      rule: 'The Battle of Cedar Creek › Special Rules (3)',
    },
  ];
}

/** The tool's fixed notes; Cedar Creek's fog follows them. */
const NOTES: readonly { text: string; rule: string }[] = [
  {
    text: 'The table prints 0–4; the app reads it as 4 or less (ruling A44).',
    rule: 'Rally Table; ruling A44', // L1487
  },
  {
    text: 'Broken brigades of a captured HQ are removed with no rally roll.',
    rule: 'Broken Brigades; ruling A24', // L1033–1042
  },
  { text: 'Unflappable may reroll the die once a turn.', rule: 'Appendix I › Unflappable' }, // L1716–1718
];

/** Rally outcomes in table order (L1485–1503). */
export const RALLY_OUTCOMES: readonly Outcome[] = [
  { key: 'disintegrates', label: 'Disintegrates: removed from play', tone: 'bad' },
  { key: 'wavering', label: 'Still broken: may try again next turn', tone: 'neutral' },
  { key: 'rallied', label: `Rallied within ${RALLIED_PLACEMENT_INCHES}″ of its HQ`, tone: 'good' },
];

/** The outcome key of a Rally Table cell. */
export function rallyOutcomeKey(cell: RallyCell): string {
  return cell.kind;
}

/** The broken brigade's side: one D6 plus the best general bonus (L1502, L1699–1700, L1653–1654). */
const BRIGADE: RollSide = {
  id: 'brigade',
  label: 'Broken brigade',
  dice: D6,
  inputs: [
    choiceInput(
      'arm',
      'Broken unit',
      [
        ['infantry', 'Infantry'],
        ['cavalry', 'Cavalry'],
        ['artillery', 'Artillery'],
      ],
      'How to Rally',
    ), // L1434–1436
    choiceInput(
      'general',
      'Nearest friendly general',
      [
        ['none', 'None close enough'],
        [
          'within-4',
          `A general within ${RALLY_GENERAL_INCHES}″ with LOS (+${RALLY_GENERAL_BONUS})`,
        ],
        [
          'revered-within-6',
          `A Revered general within ${RALLY_REVERED_INCHES}″ with LOS (+${RALLY_REVERED_BONUS})`,
        ],
        ['dour-only', 'Only a Dour general in reach (no bonus)'],
      ],
      'Rally Table › Modifier; Appendix I › Dour, Revered',
      { help: 'Any friendly general may give the bonus (ruling A23); bonuses do not add up.' },
    ), // L1502, L1653–1654, L1699–1700
  ],
  modifiers: [
    {
      id: 'general',
      label: `General within ${RALLY_GENERAL_INCHES}″ and LOS`,
      value: RALLY_GENERAL_BONUS,
      rule: 'Rally Table › Modifier', // L1502
      when: { input: 'general', eq: 'within-4' },
    },
    {
      id: 'revered',
      label: `Revered general within ${RALLY_REVERED_INCHES}″ and LOS`,
      value: RALLY_REVERED_BONUS,
      rule: 'Appendix I › Revered', // L1699–1700
      when: { input: 'general', eq: 'revered-within-6' },
    },
  ],
};

function effects(cell: RallyCell): string[] {
  switch (cell.kind) {
    case 'disintegrates':
      return ['Remove the brigade from play; it stays a loss.'];
    case 'wavering':
      return ['The brigade stays broken at its HQ and may try again next turn.'];
    case 'rallied':
      return [
        `Place it within ${cell.hqInches}″ of its HQ, facing the enemy.`,
        `It keeps its Fatigue markers unless ${FATIGUE_RECOVERY_INCHES}″ or more from every enemy.`,
      ];
  }
}

/** The Rally tool (Rally Table, L1485–1503). */
export const rallyTool: RollTool<RallyCell> = {
  id: 'rally',
  summary: 'At end of turn a broken infantry or cavalry brigade rolls one D6 to rally.',
  ...tableTool(BRIGADE, RALLY_TABLE, RALLY_OUTCOMES, rallyOutcomeKey, effects),
  checks: [
    {
      when: { input: 'arm', eq: 'artillery' },
      message: 'Artillery cannot rally; it stays broken (ruling A22).',
      rule: 'How to Rally', // L1434–1436
    },
  ],
  get notes() {
    return [...NOTES, ...fogNotes()];
  },
};
