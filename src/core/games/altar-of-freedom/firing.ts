/**
 * Altar of Freedom: the Firing tool. One D6 per firing brigade plus cumulative modifiers, read
 * on the Firing Table (Pour the Hot Lead, L834–957; QRS L5660–5685; spec §2.4, §3.8).
 */
import { flagModifier, perModifier } from '../../shared/modifier-rows.js';
import { D6 } from '../../shared/index.js';
import type { Inputs } from '../../shared/index.js';
import type { Outcome, RollSide, RollTool } from '../../shared/tool.js';
import type { FiringCell } from './cells.js';
import {
  ARTILLERY_RANGE_INCHES,
  CANISTER_BONUS,
  CANISTER_RANGE_INCHES,
  INFANTRY_RANGE_INCHES,
} from './constants.js';
import { scenarioEffect, turnsText } from './scenarios.js';
import { FIRING_TABLE } from './tables.js';
import { choiceOf } from './tool-support.js';
import { choiceInput, countInput, flagInput } from '../../shared/input-builders.js';
import { tableTool } from './table-tool.js';

const ARTILLERY = { input: 'firerArm', eq: 'artillery' } as const;

/**
 * Cedar Creek's fog, read from the scenario's special rule (SR3, L4916–4920) once the scenario
 * is fetched (the game module lists it for this tool).
 */
function fogNotes(): { text: string; rule: string }[] {
  const fog = scenarioEffect('cedar-creek', 'fog');
  if (fog === undefined) return [];
  return [
    {
      text: `Cedar Creek turns ${turnsText(fog.turns)}: all LOS is ${fog.losInches}″ (fog).`,
      rule: 'The Battle of Cedar Creek › Special Rules (3)',
    },
  ];
}

/** The tool's fixed notes; Cedar Creek's fog follows them. */
const NOTES: readonly { text: string; rule: string }[] = [
  {
    text: 'Generals and HQs cannot be fired at, nor units in a close combat.',
    rule: 'Firing Arcs and Valid Targets; Pour the Hot Lead!',
  }, // L846–853
  {
    text: 'Disciplinarian or Unflappable may reroll the die once a turn; the new roll stands.',
    rule: 'Appendix I › Disciplinarian, Unflappable', // L1650–1652, L1716–1718
  },
  {
    text: `Cavalry range is not printed; the app uses ${INFANTRY_RANGE_INCHES}″ like infantry (ruling A6).`,
    rule: 'Pour the Hot Lead!; ruling A6', // L855–862
  },
  {
    text: 'Counter-battery 10+ is an ordinary Broken result (ruling A11).',
    rule: 'Counter-Battery Fire; ruling A11', // L959–982
  },
];

/** Outcomes of a shot, in table order (Firing Table, L868–899). */
export const FIRING_OUTCOMES: readonly Outcome[] = [
  { key: 'no-effect', label: 'No effect', tone: 'neutral' },
  { key: 'recoil-2', label: 'Target recoils 2 BD', tone: 'good' },
  { key: 'recoil-3-fatigue', label: 'Target recoils 3 BD and is Fatigued', tone: 'good' },
  { key: 'broken', label: 'Target broken', tone: 'good' },
];

/** The outcome key of a Firing Table cell. */
export function firingOutcomeKey(cell: FiringCell): string {
  if (cell.kind !== 'recoil') return cell.kind;
  return cell.fatigue > 0 ? `recoil-${cell.bd}-fatigue` : `recoil-${cell.bd}`;
}

function effects(cell: FiringCell, inputs: Inputs): string[] {
  const interrupt =
    inputs['interrupt'] === true && choiceOf(inputs, 'firerArm', '') === 'artillery';
  const out: string[] = [];
  if (cell.kind === 'no-effect') out.push('No effect on the target.');
  if (cell.kind === 'recoil') {
    out.push(
      cell.fatigue > 0
        ? `Target recoils ${cell.bd} base depths and gains ${cell.fatigue} Fatigue marker.`
        : `Target recoils ${cell.bd} base depths.`,
    );
    if (interrupt) out.push('The mover recoils from the point of interruption and its move ends.');
    if (inputs['counterBattery'] === true) {
      out.push('Counter-battery: the target battery is silenced (turned to face away).');
    }
  }
  if (cell.kind === 'broken') {
    out.push(
      interrupt ? 'Target is broken where it was interrupted (ruling A10).' : 'Target is broken.',
    );
  }
  return out;
}

/** The firing side: its inputs and the cumulative modifiers (L900–931, L899). */
const FIRER: RollSide = {
  id: 'firer',
  label: 'Firing brigade',
  dice: D6,
  inputs: [
    choiceInput(
      'firerArm',
      'Firing unit',
      [
        ['infantry', `Infantry (${INFANTRY_RANGE_INCHES}″)`],
        ['artillery', `Artillery or gunboat (${ARTILLERY_RANGE_INCHES}″)`],
        ['cavalry', `Cavalry (${INFANTRY_RANGE_INCHES}″, ruling A6)`],
      ],
      'Pour the Hot Lead!',
    ), // L855–862
    countInput('sm', 'Strength modifier', -3, 3, 'Firing Modifiers'), // L902–905
    flagInput('fatigued', 'Firer has Fatigue markers', 'Firing Modifiers'), // L911–915
    flagInput(
      'leadsFromFront',
      'A Leads from the Front general touches the firer',
      'Appendix I › Leads from the Front',
      { showWhen: { input: 'fatigued' } },
    ), // L1682–1684
    flagInput('cover', 'Target half or more in cover or rough ground', 'Firing Modifiers'), // L916–922
    flagInput('enfilade', 'Firer wholly behind the target’s front line', 'Enfilade'), // L924–931
    flagInput(
      'canister',
      `Target within ${CANISTER_RANGE_INCHES}″ (canister)`,
      'Pour the Hot Lead!; Firing Table › Cumulative Modifiers',
      { showWhen: ARTILLERY },
    ), // L861–862, L899
    flagInput('interrupt', 'Interrupt fire', 'Artillery Interrupt Fire', { showWhen: ARTILLERY }), // L939–957
    flagInput('counterBattery', 'Target is artillery (counter-battery)', 'Counter-Battery Fire', {
      showWhen: ARTILLERY,
    }), // L959–982
  ],
  modifiers: [
    perModifier('sm', 'Strength modifier', 1, 'Firing Modifiers'), // L902–905
    {
      id: 'fatigued',
      label: 'Firer Fatigued (flat, however many markers)',
      value: -1,
      rule: 'Firing Modifiers', // L911–915
      when: { all: [{ input: 'fatigued' }, { not: { input: 'leadsFromFront' } }] },
    },
    flagModifier('cover', 'Target in cover', -1, 'Firing Modifiers'), // L916–922
    flagModifier('enfilade', 'Enfilade', 2, 'Enfilade'), // L924–931
    {
      id: 'canister',
      label: `Canister (artillery at ${CANISTER_RANGE_INCHES}″ or less)`,
      value: CANISTER_BONUS,
      rule: 'Firing Table › Cumulative Modifiers; Artillery Interrupt Fire', // L899, L956–957
      when: { all: [ARTILLERY, { input: 'canister' }, { not: { input: 'interrupt' } }] },
      note: 'Never on interrupt fire (ruling A9).',
    },
  ],
};

/** The Firing tool (Firing Table, L868–899; modifiers L900–931; interrupt fire L939–957). */
export const firingTool: RollTool<FiringCell> = {
  id: 'firing',
  summary: 'One brigade fires one D6 at the nearest enemy brigade in its arc and range.',
  ...tableTool(FIRER, FIRING_TABLE, FIRING_OUTCOMES, firingOutcomeKey, effects),
  checks: [
    {
      when: { all: [ARTILLERY, { input: 'canister' }, { input: 'interrupt' }] },
      message: 'Canister is never allowed on interrupt fire: untick canister (ruling A9).',
      rule: 'Artillery Interrupt Fire', // L956–957
    },
    {
      when: { all: [{ not: ARTILLERY }, { input: 'interrupt' }] },
      message: 'Only artillery may interrupt a move.',
      rule: 'Artillery Interrupt Fire', // L939–945
    },
  ],
  get notes() {
    return [...NOTES, ...fogNotes()];
  },
};
