/**
 * The Price of Freedom: the two sides of a withdrawal or interception roll (§16.4.2, §16.5.2,
 * §16.6.5). Each player rolls one die, adds his commander's MAM and takes 1 off if his army
 * is spent; an army that moved by sea also takes 1 off. Reactive inputs start with `r_`, the
 * moving army's with `m_`. Data only.
 */
import { D6 } from '../../shared/index.js';
import type { RollSide } from '../../shared/tool.js';
import { countInput, flagInput } from '../../shared/input-builders.js';

/** The reacting army (the one trying to withdraw or intercept). */
export const REACTIVE_SIDE: RollSide = {
  id: 'reactive',
  label: 'Reacting army',
  dice: D6,
  inputs: [
    countInput('r_mam', 'Commander’s movement modifier (MAM)', -1, 1, '§2.2.1'),
    flagInput('r_spent', 'Army is spent (half or more of its corps spent)', '§2.2.3; ruling C1'),
  ],
  modifiers: [
    { id: 'r_mam', label: 'Commander’s MAM', value: 1, per: 'r_mam', rule: '§16.4.2, §16.5.2' },
    {
      id: 'r_spent',
      label: 'Army spent',
      value: -1,
      rule: '§16.4.2, §16.5.2',
      when: { input: 'r_spent' },
    },
  ],
};

/** The moving (active) army. */
export const MOVING_SIDE: RollSide = {
  id: 'moving',
  label: 'Moving army',
  dice: D6,
  inputs: [
    countInput('m_mam', 'Commander’s movement modifier (MAM)', -1, 1, '§2.2.1'),
    flagInput('m_spent', 'Army is spent (half or more of its corps spent)', '§2.2.3; ruling C1'),
    flagInput('m_bySea', 'Moved by sea (Union only)', '§16.6.1, §16.6.5'),
  ],
  modifiers: [
    { id: 'm_mam', label: 'Commander’s MAM', value: 1, per: 'm_mam', rule: '§16.4.2, §16.5.2' },
    {
      id: 'm_spent',
      label: 'Army spent',
      value: -1,
      rule: '§16.4.2, §16.5.2',
      when: { input: 'm_spent' },
    },
    {
      id: 'm_bySea',
      label: 'Moved by sea',
      value: -1,
      rule: '§16.6.5',
      when: { input: 'm_bySea' },
    },
  ],
};
