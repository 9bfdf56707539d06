/**
 * In Freedom's Cause: the unit tracker's starting state. The rulebook prints no order of battle
 * for the tracker to load, so a battle starts empty and the player enters the forces.
 */
import type { WithHistory } from '../../shared/tracker-history.js';
import type { IfcSnapshot } from './tracker-types.js';

type S = IfcSnapshot;

/** A new battle: no forces yet, turn 1. */
export function newBattle(scenario: string): WithHistory<S> {
  const army = {
    passed: 0,
    lostAtFirstTest: null,
    state: 'fighting',
  } as const;
  return {
    scenario,
    turn: 1,
    initiative: null,
    brigades: [],
    units: [],
    generals: [],
    casualtyRolls: [],
    armies: { union: army, confederate: army },
    tests: [],
    note: 'New battle.',
    next: 1,
    history: [],
  };
}
