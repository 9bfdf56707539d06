/**
 * Altar of Freedom: the opening state of a tracked battle, built from a validated scenario
 * (deployment and reinforcement schedule, spec §5; tracked fields, spec §6.2).
 */
import { armyDivisions, armyGenerals, armyUnits } from './oob.js';
import type { Scenario } from './schema.js';
import type {
  ArrivalStatus,
  BattleState,
  GeneralStatus,
  HqStatus,
  UnitState,
  UnitStatus,
} from './tracker-types.js';

/** Choices made before play. */
export interface BattleOptions {
  /** Use the scenario's optional balance units, e.g. Forney at Champion Hill (L4345–4356). */
  readonly optionalOob?: boolean;
}

/** Each reinforcement's general and brigade ids, division ids expanded to their brigades. */
function arrivalUnits(scenario: Scenario): Map<string, string[]> {
  const divisions = new Map(scenario.armies.flatMap((a) => armyDivisions(a).map((d) => [d.id, d])));
  const out = new Map<string, string[]>();
  for (const r of scenario.reinforcements) {
    const division = (id: string) => divisions.get(id)?.brigades.map((b) => b.id);
    out.set(
      r.id,
      r.units.flatMap((id) => division(id) ?? [id]),
    );
  }
  return out;
}

/**
 * Turn 1 of `scenario`: every unit on the table and fresh, except reinforcements (not yet
 * arrived) and optional units left out; no clock yet; no losses.
 */
export function createBattle(scenario: Scenario, options: BattleOptions = {}): BattleState {
  const expanded = arrivalUnits(scenario);
  const late = new Set([...expanded.values()].flat());
  const units: Record<string, UnitStatus> = {};
  const generals: Record<string, GeneralStatus> = {};
  const hqs: Record<string, HqStatus> = {};
  for (const army of scenario.armies) {
    for (const placed of armyUnits(army)) {
      const optional = placed.division?.optional === true;
      let state: UnitState = late.has(placed.unit.id) ? 'not-arrived' : 'active';
      if (optional && options.optionalOob !== true) state = 'absent';
      units[placed.unit.id] = {
        side: army.side,
        arm: placed.unit.arm,
        commandGeneral: placed.general.id,
        fatigue: 0,
        state,
        brokenAt: null,
      };
    }
    for (const { general } of armyGenerals(army)) {
      generals[general.id] = {
        side: army.side,
        state: late.has(general.id) ? 'not-arrived' : 'active',
        hq: general.hq.id,
        replaced: false,
      };
      hqs[general.hq.id] = { side: army.side, general: general.id, captured: false };
    }
  }
  const arrivals: Record<string, ArrivalStatus> = {};
  for (const r of scenario.reinforcements) {
    arrivals[r.id] = {
      side: r.side,
      kind: r.kind,
      turn: r.turn,
      units: expanded.get(r.id) ?? [],
      roll: r.roll ?? null,
      optional: r.optional === true,
      arrived: false,
      attempts: 0,
    };
  }
  return {
    scenario: scenario.slug,
    turn: 1,
    lastTurn: scenario.turns.length,
    phase: 'turn',
    eotStep: 0,
    clockDie: scenario.clockDie,
    clock: null,
    units,
    generals,
    hqs,
    armies: scenario.armies.map((a) => ({
      side: a.side,
      breakPoint: a.breakPoint,
      commander: a.general.id,
    })),
    arrivals,
    result: null,
    history: [],
  };
}
