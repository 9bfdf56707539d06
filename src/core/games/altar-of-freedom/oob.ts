/**
 * Altar of Freedom: walking a scenario's OOB tree (spec §4.0): every unit, division and general
 * with its chain of command, for the tracker, the base labels and the checks.
 */
import type { Army, Division, General, Scenario, Side, Unit } from './schema.js';

/** A unit with where it sits in the OOB. */
export interface PlacedUnit {
  readonly unit: Unit;
  readonly side: Side;
  /** Its division, or null when unattached. */
  readonly division: Division | null;
  /** Its corps or wing id, or null at army level. */
  readonly commandId: string | null;
  /**
   * The general whose HQ takes its broken brigades: the command's general, or the army
   * commander for army-level units and commands without a general (L1027–1029; spec §3.10, G7).
   */
  readonly general: General;
}

/** A general with the side and command (null for the army commander) he heads. */
export interface PlacedGeneral {
  readonly general: General;
  readonly side: Side;
  readonly commandId: string | null;
}

/** Every unit of `army`, army-level first, then each command in order (spec §4.0). */
export function armyUnits(army: Army): PlacedUnit[] {
  const out: PlacedUnit[] = [];
  const add = (
    units: readonly Unit[],
    division: Division | null,
    commandId: string | null,
    general: General,
  ) => {
    for (const unit of units) out.push({ unit, side: army.side, division, commandId, general });
  };
  for (const d of army.divisions) add(d.brigades, d, null, army.general);
  add(army.unattached, null, null, army.general);
  for (const c of army.commands) {
    const general = c.general ?? army.general;
    for (const d of c.divisions) add(d.brigades, d, c.id, general);
    add(c.unattached, null, c.id, general);
  }
  return out;
}

/** Every unit of both armies. */
export function scenarioUnits(scenario: Scenario): PlacedUnit[] {
  return scenario.armies.flatMap(armyUnits);
}

/** Every division of `army`, army-level first (optional ones included). */
export function armyDivisions(army: Army): Division[] {
  return [...army.divisions, ...army.commands.flatMap((c) => c.divisions)];
}

/** Every general of `army`: the army commander first, then the command generals. */
export function armyGenerals(army: Army): PlacedGeneral[] {
  const out: PlacedGeneral[] = [{ general: army.general, side: army.side, commandId: null }];
  for (const c of army.commands) {
    if (c.general !== null) out.push({ general: c.general, side: army.side, commandId: c.id });
  }
  return out;
}

/** Every general of both armies. */
export function scenarioGenerals(scenario: Scenario): PlacedGeneral[] {
  return scenario.armies.flatMap(armyGenerals);
}

/** The army of `side` (each scenario has exactly one per side). */
export function armyOf(scenario: Scenario, side: Side): Army {
  const army = scenario.armies.find((a) => a.side === side);
  if (army === undefined) throw new RangeError(`${scenario.slug} has no ${side} army.`);
  return army;
}

/** Every id declared in the scenario (units, divisions, commands, generals, HQs), in tree order. */
export function declaredIds(scenario: Scenario): string[] {
  const ids: string[] = [];
  for (const army of scenario.armies) {
    for (const { general } of armyGenerals(army)) ids.push(general.id, general.hq.id);
    for (const c of army.commands) ids.push(c.id);
    for (const d of armyDivisions(army)) ids.push(d.id);
    for (const { unit } of armyUnits(army)) ids.push(unit.id);
  }
  return ids;
}
