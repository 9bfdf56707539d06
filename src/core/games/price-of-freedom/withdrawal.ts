/**
 * The Price of Freedom: the withdrawal tool. An army whose region the moving army enters may
 * try to leave without fighting; it succeeds when its score is at least the mover's: ties
 * favour the withdrawer (§16.4).
 */
import type { Outcome, RollTool } from '../../shared/tool.js';
import { reactionSucceeds, reactionTool } from './reaction-tool.js';

/** Outcomes of a withdrawal attempt (§16.4.2-16.4.3). */
export const WITHDRAWAL_OUTCOMES: readonly [success: Outcome, failure: Outcome] = [
  { key: 'withdraws', label: 'Withdraws', tone: 'good' },
  { key: 'fails', label: 'Fails: fights at −1', tone: 'bad' },
];

/** Whether a withdrawal succeeds: reacting total ≥ moving total (§16.4.2). */
export function withdrawalSucceeds(reactiveTotal: number, movingTotal: number): boolean {
  return reactionSucceeds(reactiveTotal, movingTotal, 'a');
}

/** The withdrawal tool (§16.4). */
export const withdrawalTool: RollTool = reactionTool({
  id: 'withdrawal',
  title: 'Withdrawal',
  rule: '§16.4',
  summary:
    'The army whose region is entered rolls against the moving army; it withdraws if its score is at least equal.',
  notes: [
    { text: 'Ties favour the withdrawing army.', rule: '§16.4.2' },
    {
      text: 'Only an army may withdraw, never a garrison; no army withdraws twice or both withdraws and intercepts in one impulse.',
      rule: '§16.1.6, §16.4.6',
    },
    {
      text: 'Roll after march attrition in the region has been applied.',
      rule: '§16.3.1',
    },
    {
      text: 'One roll per attempt, one die per player; §2.5 forgets to list this use of the dice (rulings A7, C8).',
      rule: '§2.5, §16.4.2; A7, C8',
    },
  ],
  outcomes: WITHDRAWAL_OUTCOMES,
  tie: 'a',
  succeeds: (r, m) => [
    `Withdrawal succeeds (${r} against ${m}).`,
    'The reacting army moves at once, free, to one adjacent friendly-controlled region other than the one the mover came from; never by sea (§16.4.1, §16.4.5).',
    'The moving army stops in the vacated region and cannot pursue (§16.2.3, §16.4.4).',
  ],
  fails: (r, m) => [
    `Withdrawal fails (${r} against ${m}).`,
    'The reacting side takes −1 on its battle roll; the battle is fought at the end of the impulse (§16.4.3, §17.1).',
  ],
});
