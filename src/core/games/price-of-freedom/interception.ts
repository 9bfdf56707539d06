/**
 * The Price of Freedom: the interception tool. An army next to the region the moving army
 * enters may try to move in and force a battle; it succeeds only when its score is higher than
 * the mover's: ties favour the moving army (§16.5).
 */
import type { Inputs, RollResult } from '../../shared/index.js';
import type { Outcome, Resolution, RollTool } from '../../shared/tool.js';
import { reactionOdds } from './reaction-odds.js';
import { MOVING_SIDE, REACTIVE_SIDE } from './reaction-sides.js';
import { outcomeOf, rollAt } from './tool-support.js';

/** Outcomes of an interception attempt (§16.5.2-16.5.4). */
export const INTERCEPTION_OUTCOMES: readonly Outcome[] = [
  { key: 'intercepts', label: 'Intercepts: +1 in battle', tone: 'good' },
  { key: 'fails', label: 'Fails: the mover may go on', tone: 'bad' },
];

/** Whether an interception succeeds: reacting total > moving total (§16.5.2). */
export function interceptionSucceeds(reactiveTotal: number, movingTotal: number): boolean {
  return reactiveTotal > movingTotal;
}

function resolve(rolls: readonly RollResult[]): Resolution {
  const r = rollAt(rolls, 0, 'Interception');
  const m = rollAt(rolls, 1, 'Interception');
  if (interceptionSucceeds(r.total, m.total)) {
    return {
      outcome: outcomeOf(INTERCEPTION_OUTCOMES, 'intercepts'),
      effects: [
        `Interception succeeds (${r.total} against ${m.total}).`,
        'The intercepting army moves at once, free, into the region; the moving army stops there (§16.2.3, §16.5.1).',
        'The intercepting side gets +1 on its battle roll and says whether it fights as attacker or defender (§16.5.3-16.5.4).',
      ],
    };
  }
  return {
    outcome: outcomeOf(INTERCEPTION_OUTCOMES, 'fails'),
    effects: [
      `Interception fails (${r.total} against ${m.total}); ties go to the moving army.`,
      'The moving army may go on with its move.',
    ],
  };
}

/** The interception tool (§16.5). */
export const interceptionTool: RollTool = {
  id: 'interception',
  title: 'Interception',
  rule: '§16.5',
  summary:
    'An adjacent enemy army rolls against the moving army; it intercepts only if its score is higher.',
  sides: [REACTIVE_SIDE, MOVING_SIDE],
  notes: [
    { text: 'Ties favour the moving army.', rule: '§16.5.2' },
    {
      text: 'Possible when the mover enters a region with no other army of its own next to enemy armies, or passes through one with TURNING MOVEMENT.',
      rule: '§16.5.1',
    },
    {
      text: 'Garrisons never intercept; no army intercepts twice or both intercepts and withdraws in one impulse.',
      rule: '§16.1.6, §16.5.5',
    },
    {
      text: 'After a sea move, interception is checked at the end of the move only.',
      rule: '§16.6.5',
    },
    {
      text: 'One roll per attempt, one die per player; §2.5 forgets to list this use of the dice (rulings A7, C8).',
      rule: '§2.5, §16.5.2; A7, C8',
    },
  ],
  outcomes: INTERCEPTION_OUTCOMES,
  resolve,
  odds(inputs: Inputs) {
    return reactionOdds(inputs, 'intercepts', 'b');
  },
};
