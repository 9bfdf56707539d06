/**
 * Altar of Freedom: the tool inputs a general's traits set, so that a tool applies a trait when
 * the chosen general has it (App. I): Aggressive/Cautious on the clock control roll
 * (L1646–1649), Leads from the Front/Rear on the General Fate roll (L1682–1686), Revered and
 * Dour on the Rally roll (L1653–1654, L1699–1700).
 */
import type { InputValue } from '../../shared/index.js';
import type { Side } from './schema.js';
import type { TraitId } from './trait-ids.js';

/** Tools whose inputs depend on a general's traits. */
export const TRAIT_TOOLS = ['turn-clock', 'general-fate', 'rally'] as const;
export type TraitTool = (typeof TRAIT_TOOLS)[number];

/**
 * The inputs of `tool` set by a general with `traits` (of army `side` for the clock roll).
 * Inputs the traits do not decide are left out, so the player's other choices stay.
 */
export function traitPresets(
  tool: TraitTool,
  traits: readonly TraitId[],
  side: Side,
): Record<string, InputValue> {
  const has = (t: TraitId) => traits.includes(t);
  switch (tool) {
    case 'turn-clock': {
      const key = side === 'USA' ? 'unionCommander' : 'confederateCommander';
      return { [key]: has('aggressive') ? 'aggressive' : has('cautious') ? 'cautious' : 'plain' };
    }
    case 'general-fate':
      return {
        leadsFromFront: has('leads-from-the-front'),
        leadsFromRear: has('leads-from-the-rear'),
      };
    case 'rally':
      return {
        general: has('revered') ? 'revered-within-6' : has('dour') ? 'dour-only' : 'within-4',
      };
  }
}
