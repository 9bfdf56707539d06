/**
 * Altar of Freedom: cross-reference checks on a scenario that the schema cannot express: unique
 * ids, and every id used by deployments, reinforcements and special rules resolving.
 */
import { armyDivisions, armyGenerals, armyUnits, declaredIds } from './oob.js';
import type { Scenario } from './schema.js';

/** The problems with `scenario`'s references, empty when it is sound (spec §4.0, §5). */
export function checkScenario(scenario: Scenario): string[] {
  const problems: string[] = [];
  const ids = declaredIds(scenario);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`Id '${id}' is used twice.`);
    seen.add(id);
  }
  const deployable = new Set<string>();
  for (const army of scenario.armies) {
    for (const { general } of armyGenerals(army)) deployable.add(general.id);
    for (const d of armyDivisions(army)) deployable.add(d.id);
    for (const { unit } of armyUnits(army)) deployable.add(unit.id);
  }
  const need = (where: string, id: string) => {
    if (!deployable.has(id)) problems.push(`${where} refers to unknown unit '${id}'.`);
  };
  for (const army of scenario.armies) {
    for (const d of army.deployment) for (const id of d.units) need(`Deployment '${d.id}'`, id);
  }
  const reinforcementIds = new Set<string>();
  const lastTurn = scenario.turns.length;
  for (const r of scenario.reinforcements) {
    reinforcementIds.add(r.id);
    for (const id of r.units) need(`Reinforcement '${r.id}'`, id);
    if (r.turn > lastTurn) problems.push(`Reinforcement '${r.id}' is after the last turn.`);
    if ((r.kind === 'roll') !== (r.roll !== undefined)) {
      problems.push(`Reinforcement '${r.id}': a roll needs roll data and only a roll has it.`);
    }
  }
  for (const rule of scenario.specialRules) {
    const effect = rule.effect;
    if (effect === undefined) continue;
    if (effect.kind === 'gunboat') need(`Special rule '${rule.id}'`, effect.unit);
    if (effect.kind === 'optional-oob')
      for (const id of effect.units) need(`Special rule '${rule.id}'`, id);
    if (effect.kind === 'arrival-roll' && !reinforcementIds.has(effect.reinforcement)) {
      problems.push(
        `Special rule '${rule.id}' refers to unknown reinforcement '${effect.reinforcement}'.`,
      );
    }
  }
  scenario.turns.forEach((t, i) => {
    if (t.turn !== i + 1) problems.push(`Turn ${i + 1} is numbered ${t.turn}.`);
  });
  const sides = scenario.armies.map((a) => a.side);
  if (sides[0] === sides[1]) problems.push('Both armies are on the same side.');
  return problems;
}
