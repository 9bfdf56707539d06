/**
 * The Price of Freedom: the movement allowance modifiers of §16.2.2 as data, over the inputs
 * of `movementAllowance` (spent, intendsAttack, actions, mudMarch, mam, forceMarch).
 */
import { flagModifier, perModifier } from '../../shared/modifier-rows.js';
import type { Modifier } from '../../shared/index.js';

/** Modifiers to the base movement allowance of 3 (§16.2.2 and its four footnotes). */
export const MOVEMENT_MODIFIERS: readonly Modifier[] = [
  flagModifier('spent', 'At least half of its corps are spent', -1, '§16.2.2'),
  flagModifier('intendsAttack', 'Move meant to end in an attack', -1, '§16.2.2 note 1', {
    note: 'Declared at the start; kept even if the enemy withdraws; not charged if intercepted without that intent.',
  }),
  perModifier('actions', 'Actions completed while moving', -1, '§12.8, §16.2.2 note 2', {
    note: 'Reorganizing, or (Union) placing a garrison, in an enemy-free region just entered.',
  }),
  flagModifier('mudMarch', 'MUD MARCH played against it', -1, '§16.2.2 note 3'),
  perModifier('mam', 'Commander’s MAM', 1, '§2.2.1, §16.2.2'),
  flagModifier('forceMarch', 'Force-marching', 1, '§16.2.2 note 4'),
];
