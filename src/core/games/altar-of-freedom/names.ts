/**
 * Altar of Freedom: what each id of a scenario names (general, HQ, command, division or unit),
 * so deployments, reinforcements and special rules can be shown by name (spec §4.0, §5). An id
 * that resolves to nothing is a data bug, which `checkScenario` reports.
 */
import { armyDivisions, armyGenerals, armyUnits } from './oob.js';
import type { Arm, Scenario, Side } from './schema.js';

/** The kinds of thing an id names. */
export type NamedKind = 'general' | 'hq' | 'command' | 'division' | 'unit';

/** An id with its name and what it is. */
export interface NamedId {
  readonly id: string;
  readonly kind: NamedKind;
  readonly side: Side;
  /** As printed in the OOB: "Grant", "Lew Wallace's Division", "Wood". */
  readonly name: string;
  /** For units: the arm. */
  readonly arm?: Arm;
  /** For units: true when outside any division (L2203–2208). */
  readonly unattached?: boolean;
  /** For generals and HQs: the title on the label, e.g. "XIII Corps General", "ARMY HQ". */
  readonly title?: string;
  /** For divisions and their units: only with the optional balance rule. */
  readonly optional?: boolean;
}

/** Every id of `scenario` with what it names, in OOB order (army by army). */
export function scenarioNames(scenario: Scenario): ReadonlyMap<string, NamedId> {
  const names = new Map<string, NamedId>();
  for (const army of scenario.armies) {
    const side = army.side;
    for (const { general } of armyGenerals(army)) {
      names.set(general.id, {
        id: general.id,
        kind: 'general',
        side,
        name: general.name,
        title: general.title,
      });
      names.set(general.hq.id, {
        id: general.hq.id,
        kind: 'hq',
        side,
        name: `${general.name}'s HQ`,
        title: general.hq.label,
      });
    }
    for (const c of army.commands)
      names.set(c.id, { id: c.id, kind: 'command', side, name: c.title });
    for (const d of armyDivisions(army)) {
      names.set(d.id, {
        id: d.id,
        kind: 'division',
        side,
        name: d.name,
        ...(d.optional === true ? { optional: true } : {}),
      });
    }
    for (const { unit, division } of armyUnits(army)) {
      names.set(unit.id, {
        id: unit.id,
        kind: 'unit',
        side,
        name: unit.name,
        arm: unit.arm,
        unattached: division === null,
        ...(division?.optional === true ? { optional: true } : {}),
      });
    }
  }
  return names;
}

/** What `id` names in `scenario`, or undefined when nothing (a data bug). */
export function nameOf(scenario: Scenario, id: string): NamedId | undefined {
  return scenarioNames(scenario).get(id);
}
