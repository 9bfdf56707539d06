/**
 * Altar of Freedom: the numbers of a trait's effects as the tools read them (App. I), so a
 * modifier a roll tool gives for a trait is the one the trait's data says, never typed again.
 */
import type { TraitId } from './trait-ids.js';
import { TRAITS } from './traits.js';

/** The modifier trait `id` gives to `roll`; a RangeError when it gives none. */
export function traitRollModifier(id: TraitId, roll: 'clock-control' | 'general-fate'): number {
  const effect = TRAITS.find((t) => t.id === id)?.effects.find(
    (e) => e.kind === 'roll-modifier' && e.roll === roll,
  );
  if (effect?.kind !== 'roll-modifier') throw new RangeError(`${id} gives no ${roll} modifier.`);
  return effect.value;
}
