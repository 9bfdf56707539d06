/**
 * Altar of Freedom: the Turn Clock control roll. Each army commander rolls one D6 plus the PP
 * his generals put on the clock, ±1 for an Aggressive or Cautious army commander; ties are
 * rerolled with the same modifiers (Rolling for the Turn Clock, L610–631; App. I L1646–1649;
 * spec §3.4). The clock itself is in `clock.ts`.
 */
import { D6, mapDistribution, opposedDistribution } from '../../shared/index.js';
import type { Distribution, Inputs, Modifier, RollResult } from '../../shared/index.js';
import type { InputDef, Outcome, Resolution, RollSide, RollTool } from '../../shared/tool.js';
import { inOutcomeOrder, netModifier, outcomeOf, rollAt } from './tool-support.js';
import { choiceInput, countInput } from '../../shared/input-builders.js';
import { signed } from '../../shared/signed.js';
import { traitRollModifier } from './trait-effects.js';

/** Control-roll outcomes. */
export const CLOCK_CONTROL_OUTCOMES: readonly Outcome[] = [
  { key: 'union', label: 'Union controls the clock', tone: 'neutral' },
  { key: 'confederate', label: 'Confederates control the clock', tone: 'neutral' },
  { key: 'reroll', label: 'Tie: roll again with the same modifiers', tone: 'neutral' },
];

/** The Aggressive and Cautious army commanders' modifiers to the control roll (App. I). */
const AGGRESSIVE = traitRollModifier('aggressive', 'clock-control');
const CAUTIOUS = traitRollModifier('cautious', 'clock-control');

function side(p: 'union' | 'confederate', label: string): RollSide {
  const inputs: InputDef[] = [
    countInput(
      `${p}ClockPoints`,
      'PP bid on the clock (all generals)',
      0,
      30,
      'Influencing the Turn Clock',
      { help: 'Each general may bid at most half his PP this turn, rounded up (ruling A4).' },
    ), // L587–593
    choiceInput(
      `${p}Commander`,
      'Army commander',
      [
        ['plain', 'Neither Aggressive nor Cautious'],
        ['aggressive', `Aggressive (${signed(AGGRESSIVE)})`],
        ['cautious', `Cautious (${signed(CAUTIOUS)})`],
        ['absent', 'Not on the table (traits do not count)'],
      ],
      'Appendix I › Aggressive, Cautious; rulings A28, A40',
    ), // L1646–1649
  ];
  const modifiers: Modifier[] = [
    {
      id: `${p}ClockPoints`,
      label: 'PP bid on the clock',
      value: 1,
      per: `${p}ClockPoints`,
      rule: 'Influencing the Turn Clock', // L587–593
    },
    {
      id: `${p}Aggressive`,
      label: 'Aggressive army commander',
      value: AGGRESSIVE,
      rule: 'Appendix I › Aggressive', // L1646–1647
      when: { input: `${p}Commander`, eq: 'aggressive' },
    },
    {
      id: `${p}Cautious`,
      label: 'Cautious army commander',
      value: CAUTIOUS,
      rule: 'Appendix I › Cautious', // L1648–1649
      when: { input: `${p}Commander`, eq: 'cautious' },
    },
  ];
  return { id: p, label, dice: D6, inputs, modifiers };
}

const UNION = side('union', 'Union');
const CONFEDERATE = side('confederate', 'Confederate');

function keyOf(difference: number): string {
  if (difference === 0) return 'reroll';
  return difference > 0 ? 'union' : 'confederate';
}

function difference(inputs: Inputs): Distribution<number> {
  return opposedDistribution(
    { dice: D6, modifier: netModifier(UNION, inputs) },
    { dice: D6, modifier: netModifier(CONFEDERATE, inputs) },
  );
}

/**
 * The chance each side ends up with the clock once ties are rerolled: single-roll weights of a
 * win, over the weight of a decisive roll (exact; ties drop out). Keys 'union', 'confederate'.
 */
export function clockControlOdds(inputs: Inputs): Distribution<string> {
  const single = mapDistribution(difference(inputs), keyOf);
  const decisive = single.outcomes.filter((o) => o.key !== 'reroll');
  const total = decisive.reduce((sum, o) => sum + o.weight, 0);
  return inOutcomeOrder(CLOCK_CONTROL_OUTCOMES.slice(0, 2), { outcomes: decisive, total });
}

/** The Turn Clock control tool (L610–631). `odds` is for a single roll, ties included. */
export const turnClockTool: RollTool = {
  id: 'turn-clock',
  title: 'Turn clock control',
  rule: 'Rolling for the Turn Clock', // L610–631
  summary:
    'Army commanders roll one D6 each, plus clock bids; the higher total controls the clock.',
  sides: [UNION, CONFEDERATE],
  foldSetup: true,
  notes: [
    { text: 'Ties are rerolled, keeping the modifiers.', rule: 'Rolling for the Turn Clock' }, // L613–616
    {
      text: 'Aggressive and Cautious count only for the army commander (ruling A28).',
      rule: 'Appendix I › Aggressive, Cautious; ruling A28', // L1646–1649
    },
    {
      text: 'Shiloh turn 1 and Cedar Creek turn 1: the Union gives out no PP.',
      rule: 'The Battle of Shiloh › Order of Battle Notes; The Battle of Cedar Creek › Special Rules (1)', // L2198–2202, L4906–4909
    },
    {
      text: 'Cedar Creek: Sheridan’s traits count only once he arrives (ruling A40).',
      rule: 'The Battle of Cedar Creek › Order of Battle Notes; Reinforcement Schedule; ruling A40', // L4953–4971
    },
  ],
  outcomes: CLOCK_CONTROL_OUTCOMES,
  resolve(rolls: readonly RollResult[]): Resolution {
    const u = rollAt(rolls, 0, 'Turn clock');
    const c = rollAt(rolls, 1, 'Turn clock');
    const key = keyOf(u.clamped - c.clamped);
    const effects =
      key === 'reroll'
        ? ['Both roll again with the same modifiers.']
        : [
            'The winner sets the clock die to its highest face (ruling A1) and will choose which result to subtract before each lower bid.',
          ];
    return { outcome: outcomeOf(CLOCK_CONTROL_OUTCOMES, key), effects };
  },
  odds(inputs: Inputs) {
    return inOutcomeOrder(CLOCK_CONTROL_OUTCOMES, mapDistribution(difference(inputs), keyOf));
  },
};
