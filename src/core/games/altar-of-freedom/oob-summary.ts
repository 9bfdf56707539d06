/**
 * Altar of Freedom: summaries of an order of battle for the OOB viewer (spec §4.0, F2): stand
 * counts and Strength Modifier sums, the scenario's OOB notes, and a name search that keeps each
 * match's place in the tree.
 */
import { armyDivisions, armyUnits } from './oob.js';
import { searchKey } from '../../shared/reference.js';
import { RULINGS } from './rulings.js';
import type { Ruling } from '../../shared/ruling.js';
import { citedRulings } from './scenario-rulings.js';
import type { Army, Scenario, SpecialRule, Unit } from './schema.js';

/** Stands of each arm and the sum of their Strength Modifiers (spec §4 tables). */
export interface UnitTally {
  readonly stands: number;
  readonly infantry: number;
  readonly cavalry: number;
  readonly artillery: number;
  readonly naval: number;
  /** Sum of the stands' SM (L170–178). */
  readonly sm: number;
}

/** Counts `units` by arm and sums their SM. */
export function tallyUnits(units: readonly Unit[]): UnitTally {
  const count = (arm: Unit['arm']) => units.filter((u) => u.arm === arm).length;
  return {
    stands: units.length,
    infantry: count('infantry'),
    cavalry: count('cavalry'),
    artillery: count('artillery'),
    naval: count('naval'),
    sm: units.reduce((sum, u) => sum + u.sm, 0),
  };
}

/** An army's totals: what is in play, and what the optional rule would add (spec §2.16). */
export interface ArmyTotals {
  readonly inPlay: UnitTally;
  readonly optional: UnitTally;
  /** Divisions in play (optional ones not counted). */
  readonly divisions: number;
  readonly optionalDivisions: number;
}

/** Totals of `army`: stands and SM in play, and separately those of optional divisions. */
export function armyTotals(army: Army): ArmyTotals {
  const placed = armyUnits(army);
  const isOptional = (p: (typeof placed)[number]) => p.division?.optional === true;
  const divisions = armyDivisions(army);
  return {
    inPlay: tallyUnits(placed.filter((p) => !isOptional(p)).map((p) => p.unit)),
    optional: tallyUnits(placed.filter(isOptional).map((p) => p.unit)),
    divisions: divisions.filter((d) => d.optional !== true).length,
    optionalDivisions: divisions.filter((d) => d.optional === true).length,
  };
}

/**
 * The scenario's notes on its orders of battle: unattached brigades, army reserves, absent
 * commanders and divisions, and optional units (special rules whose id starts with `oob-`, or
 * whose effect adds optional units).
 */
export function oobNotes(scenario: Scenario): SpecialRule[] {
  return scenario.specialRules.filter(
    (r) => r.id.startsWith('oob-') || r.effect?.kind === 'optional-oob',
  );
}

/**
 * Rulings about a scenario's orders of battle that its data does not cite: G6, the Antietam
 * base label with no OOB row (spec §8.1).
 */
const UNCITED_OOB_RULINGS: Readonly<Record<string, readonly string[]>> = { antietam: ['G6'] };

/**
 * The rulings that bear on a scenario's orders of battle: G1 (no general's PP or traits are
 * printed), every ruling cited by its armies' trees and break points (not their objectives or
 * deployments), and those the data cannot cite (G6), in `RULINGS` order.
 */
export function oobRulings(scenario: Scenario): Ruling[] {
  const ids = new Set([
    'G1',
    ...citedRulings(
      JSON.stringify(
        scenario.armies.map((a) => [
          a.breakPointRule,
          a.general,
          a.divisions,
          a.unattached,
          a.commands,
        ]),
      ),
    ).map((r) => r.id),
    ...(UNCITED_OOB_RULINGS[scenario.slug] ?? []),
  ]);
  return RULINGS.filter((r) => ids.has(r.id));
}

/** The special rule that makes unit, division or command `id` optional, if any. */
export function optionalRuleFor(scenario: Scenario, id: string): SpecialRule | undefined {
  return scenario.specialRules.find(
    (r) => r.effect?.kind === 'optional-oob' && r.effect.units.includes(id),
  );
}

export { searchKey } from '../../shared/reference.js';

/** What a search of an army's OOB found. */
export interface OobSearch {
  /** How many generals, commands, divisions and brigades match. */
  readonly matches: number;
  /** Ids that match (generals, commands, divisions, units). */
  readonly matched: ReadonlySet<string>;
  /** Ids of commands, divisions and units to show: the matches, their ancestors and, under a matching command or division, everything in it. */
  readonly shown: ReadonlySet<string>;
}

/**
 * Searches `army` by name for `query` (case, accents and punctuation ignored). A brigade match
 * keeps its division and command visible; a division or command match (by its name or its
 * general's) shows all it holds. Null for an empty query.
 */
export function searchArmy(army: Army, query: string): OobSearch | null {
  const q = searchKey(query);
  if (q === '') return null;
  const hit = (...texts: string[]) => texts.some((t) => searchKey(t).includes(q));
  const matched = new Set<string>();
  const shown = new Set<string>();
  if (hit(army.general.name, army.general.title, army.general.hq.label)) {
    matched.add(army.general.id);
  }
  const walk = (
    divisions: Army['divisions'],
    unattached: readonly Unit[],
    parent: string | null,
    showAll: boolean,
  ) => {
    for (const d of divisions) {
      const dHit = hit(d.name, d.label);
      if (dHit) matched.add(d.id);
      for (const u of d.brigades) {
        const uHit = hit(u.name);
        if (uHit) matched.add(u.id);
        if (uHit || dHit || showAll) {
          shown.add(u.id);
          shown.add(d.id);
          if (parent !== null) shown.add(parent);
        }
      }
      if (dHit || showAll) {
        shown.add(d.id);
        if (parent !== null) shown.add(parent);
      }
    }
    for (const u of unattached) {
      const uHit = hit(u.name);
      if (uHit) matched.add(u.id);
      if (uHit || showAll) {
        shown.add(u.id);
        if (parent !== null) shown.add(parent);
      }
    }
  };
  walk(army.divisions, army.unattached, null, false);
  for (const c of army.commands) {
    const cHit = hit(c.title);
    const gHit = c.general !== null && hit(c.general.name, c.general.title, c.general.hq.label);
    if (cHit) matched.add(c.id);
    if (gHit && c.general !== null) matched.add(c.general.id);
    if (cHit || gHit) shown.add(c.id);
    walk(c.divisions, c.unattached, c.id, cHit || gHit);
  }
  return { matches: matched.size, matched, shown };
}
