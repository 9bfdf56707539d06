/**
 * Altar of Freedom: turning a resolved roll of a table into the tracker event that applies it to
 * the units involved (Firing Table, Close Combat Table, General Fate Table, Rally Table).
 */
import type { RollResult } from '../../shared/index.js';
import type { Resolution } from '../../shared/tool.js';
import type { BattleEvent, FateOutcomeKey, FiringOutcomeKey } from './tracker-types.js';

/** Which tables the tracker can apply, and who each roll is about. */
export type TrackerRoll =
  | { readonly tool: 'firing'; readonly target: string }
  | { readonly tool: 'close-combat'; readonly attacker: string; readonly defender: string }
  | { readonly tool: 'general-fate'; readonly general: string }
  | { readonly tool: 'rally'; readonly unit: string };

const FIRING_KEYS: readonly FiringOutcomeKey[] = [
  'no-effect',
  'recoil-2',
  'recoil-3-fatigue',
  'broken',
];
const FATE_KEYS: readonly FateOutcomeKey[] = [
  'relocate',
  'new-horse',
  'captured',
  'wounded',
  'killed',
];
const RALLY_KEYS = ['disintegrates', 'wavering', 'rallied'] as const;

const isOneOf = <T extends string>(list: readonly T[], key: string): key is T =>
  (list as readonly string[]).includes(key);

/**
 * The event applying a roll's resolution to the tracked units, or a RangeError when the roll is
 * not of the expected table (the caller shows the message). Close combat uses the difference of
 * the two totals (attacker − defender), as the Close Combat Table does.
 */
export function eventFromRoll(
  roll: TrackerRoll,
  tool: string,
  rolls: readonly RollResult[],
  resolution: Resolution,
): BattleEvent {
  if (tool !== roll.tool) throw new RangeError(`Expected a ${roll.tool} roll, got ${tool}.`);
  const key = resolution.outcome.key;
  switch (roll.tool) {
    case 'firing':
      if (!isOneOf(FIRING_KEYS, key)) throw new RangeError(`Unknown firing outcome ${key}.`);
      return { type: 'firing', target: roll.target, outcome: key };
    case 'close-combat': {
      const [a, d] = rolls;
      if (!a || !d) throw new RangeError('A close combat needs both sides’ rolls.');
      return {
        type: 'close-combat',
        attacker: roll.attacker,
        defender: roll.defender,
        difference: a.total - d.total,
      };
    }
    case 'general-fate':
      if (!isOneOf(FATE_KEYS, key)) throw new RangeError(`Unknown fate outcome ${key}.`);
      return { type: 'general-fate', general: roll.general, outcome: key };
    case 'rally':
      if (!isOneOf(RALLY_KEYS, key)) throw new RangeError(`Unknown rally outcome ${key}.`);
      return { type: 'rally', unit: roll.unit, result: key };
  }
}
