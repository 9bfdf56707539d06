/**
 * The Price of Freedom: the interception tool. An army next to the region the moving army
 * enters may try to move in and force a battle; it succeeds only when its score is higher than
 * the mover's: ties favour the moving army (§16.5).
 */
import type { Outcome, RollTool } from '../../shared/tool.js';
import { reactionSucceeds, reactionTool } from './reaction-tool.js';

/** Outcomes of an interception attempt (§16.5.2-16.5.4). */
export const INTERCEPTION_OUTCOMES: readonly [success: Outcome, failure: Outcome] = [
  { key: 'intercepts', label: 'Intercepts: +1 in battle', tone: 'good' },
  { key: 'fails', label: 'Fails: the mover may go on', tone: 'bad' },
];

/** Whether an interception succeeds: reacting total > moving total (§16.5.2). */
export function interceptionSucceeds(reactiveTotal: number, movingTotal: number): boolean {
  return reactionSucceeds(reactiveTotal, movingTotal, 'b');
}

/** The interception tool (§16.5). */
export const interceptionTool: RollTool = reactionTool({
  id: 'interception',
  title: 'Interception',
  rule: '§16.5',
  summary:
    'An adjacent enemy army rolls against the moving army; it intercepts only if its score is higher.',
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
  tie: 'b',
  succeeds: (r, m) => [
    `Interception succeeds (${r} against ${m}).`,
    'The intercepting army moves at once, free, into the region; the moving army stops there (§16.2.3, §16.5.1).',
    'The intercepting side gets +1 on its battle roll and says whether it fights as attacker or defender (§16.5.3-16.5.4).',
  ],
  fails: (r, m) => [
    `Interception fails (${r} against ${m}); ties go to the moving army.`,
    'The moving army may go on with its move.',
  ],
});
