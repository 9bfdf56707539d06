/**
 * The U.S. Civil War tracker's events for the optional rules (22.1, 22.4, 22.5): switching a rule
 * on or off, and placing, flipping and removing Army markers. Each gives the next snapshot with a
 * line saying what changed, or a RangeError saying why the rules refuse it. Part of the tracker's
 * one reducer.
 */
import {
  armyById,
  OPTIONAL_RULES,
  placeArmy,
  removeArmy,
  setArmyMorale,
  setArmySupply,
} from './army-markers.js';
import type { ArmyEvent } from './army-markers.js';
import { SIDES } from './sides.js';
import type { UscwSnapshot } from './tracker-types.js';

function needArmies(s: UscwSnapshot): void {
  if (!s.optional.armies)
    throw new RangeError(`Switch on ${OPTIONAL_RULES.armies.name} (22.4) first.`);
}

/** The snapshot after `e`. */
export function reduceOptional(s: UscwSnapshot, e: ArmyEvent): UscwSnapshot {
  if (e.type === 'optional') {
    const r = OPTIONAL_RULES[e.rule];
    return {
      ...s,
      optional: { ...s.optional, [e.rule]: e.on },
      note: `Optional ${r.name} (${r.rule}) ${e.on ? 'in use' : 'not used'}.`,
    };
  }
  needArmies(s);
  switch (e.type) {
    case 'army-place':
      return {
        ...s,
        armies: placeArmy(s.armies, e.army.side, e.army.general, e.army.stars),
        note: `${SIDES[e.army.side]} Army marker on ${e.army.general.trim()}’s stack (22.4).`,
      };
    case 'army-morale': {
      const a = armyById(s.armies, e.id);
      return {
        ...s,
        armies: setArmyMorale(s.armies, e.id, e.high),
        note: `${a.general}’s Army ${e.high ? 'gains high morale (22.5.1)' : 'loses its high morale (22.5.4)'}.`,
      };
    }
    case 'army-remove': {
      const a = armyById(s.armies, e.id);
      return {
        ...s,
        armies: removeArmy(s.armies, e.id),
        note: `${a.general}’s Army marker removed${a.high ? ', and its high morale with it (22.5.4)' : ''}.`,
      };
    }
    case 'army-supply':
      return {
        ...s,
        armies: setArmySupply(s.armies, e.side, e.count),
        note: `${SIDES[e.side]}: ${e.count} Army markers in the counters (22.4).`,
      };
  }
}
