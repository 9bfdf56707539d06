/**
 * The Price of Freedom: the movement allowance modifiers of §16.2.2 as data, over the inputs
 * of `movementAllowance` (spent, intendsAttack, actions, mudMarch, mam, forceMarch).
 */
import type { Modifier } from '../../shared/index.js';

/** Modifiers to the base movement allowance of 3 (§16.2.2 and its four footnotes). */
export const MOVEMENT_MODIFIERS: readonly Modifier[] = [
  {
    id: 'spent',
    label: 'At least half of its corps are spent',
    value: -1,
    rule: '§16.2.2',
    when: { input: 'spent' },
  },
  {
    id: 'intendsAttack',
    label: 'Move meant to end in an attack',
    value: -1,
    rule: '§16.2.2 note 1',
    when: { input: 'intendsAttack' },
    note: 'Declared at the start; kept even if the enemy withdraws; not charged if intercepted without that intent.',
  },
  {
    id: 'actions',
    label: 'Actions completed while moving',
    value: -1,
    per: 'actions',
    rule: '§12.8, §16.2.2 note 2',
    note: 'Reorganizing, or (Union) placing a garrison, in an enemy-free region just entered.',
  },
  {
    id: 'mudMarch',
    label: 'MUD MARCH played against it',
    value: -1,
    rule: '§16.2.2 note 3',
    when: { input: 'mudMarch' },
  },
  { id: 'mam', label: 'Commander’s MAM', value: 1, per: 'mam', rule: '§2.2.1, §16.2.2' },
  {
    id: 'forceMarch',
    label: 'Force-marching',
    value: 1,
    rule: '§16.2.2 note 4',
    when: { input: 'forceMarch' },
  },
];
