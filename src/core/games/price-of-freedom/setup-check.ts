/**
 * The Price of Freedom: cross-reference checks of the bundled set-up against the commanders
 * (§8): every id used exists, sides match, and the Deployed markers match the armies.
 * Procedures only.
 */
import { CORPS_COUNTERS, LAST_TURN } from './constants.js';
import type { Commander, Setup } from './schema.js';

function duplicates(ids: readonly string[]): string[] {
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

function markerSpace(setup: Setup, id: string): number | undefined {
  return setup.markers.find((m) => m.id === id)?.space;
}

/** The problems with the set-up and commander data, empty when they agree. */
export function checkSetup(setup: Setup, commanders: readonly Commander[]): string[] {
  const problems: string[] = [];
  const regions = new Set(setup.regions.map((r) => r.id));
  const boxes = new Set(setup.regions.flatMap((r) => (r.box === null ? [] : [r.box])));
  const byId = new Map(commanders.map((c) => [c.id, c]));
  for (const id of duplicates(setup.regions.map((r) => r.id)))
    problems.push(`Region '${id}' is listed twice.`);
  for (const id of duplicates(commanders.map((c) => c.id)))
    problems.push(`Commander '${id}' is listed twice.`);
  for (const army of setup.armies) {
    const c = byId.get(army.commander);
    if (c === undefined) problems.push(`Army of unknown commander '${army.commander}'.`);
    else if (c.side !== army.side)
      problems.push(`Commander '${army.commander}' is not on the ${army.side} side.`);
    if (!regions.has(army.region)) problems.push(`Army in unknown region '${army.region}'.`);
    if (army.fresh + army.spent < 1) problems.push(`Army of '${army.commander}' has no corps.`);
  }
  for (const g of setup.garrisons) {
    if (!regions.has(g.region)) problems.push(`Garrison in unknown region '${g.region}'.`);
  }
  for (const b of setup.blockade) {
    if (!boxes.has(b.box)) problems.push(`Blockade marker in unknown box '${b.box}'.`);
  }
  for (const coast of setup.coasts) {
    for (const id of coast.regions) {
      const region = setup.regions.find((r) => r.id === id);
      if (region?.coast !== coast.id || region.box === null) {
        problems.push(
          `Coast '${coast.id}' lists '${id}', which is not a coastal region with a box on it.`,
        );
      }
    }
  }
  for (const side of ['usa', 'csa'] as const) {
    const corps = setup.armies
      .filter((a) => a.side === side)
      .reduce((t, a) => t + a.fresh + a.spent, 0);
    if (markerSpace(setup, `${side}-corps-deployed`) !== corps) {
      problems.push(`The ${side} Corps Deployed marker does not match the ${corps} corps set up.`);
    }
    if (corps > CORPS_COUNTERS[side]) problems.push(`Too many ${side} corps.`);
    const count = commanders.filter((c) => c.side === side).length;
    if (count !== (side === 'usa' ? 15 : 10))
      problems.push(`Expected ${side === 'usa' ? 15 : 10} ${side} commanders; got ${count}.`);
  }
  if (markerSpace(setup, 'usa-garrison-deployed') !== setup.garrisons.length) {
    problems.push('The USA Garrison Deployed marker does not match the garrisons set up.');
  }
  const turns = setup.turns.map((t) => t.turn);
  if (turns.length !== LAST_TURN || turns.some((t, i) => t !== i + 1)) {
    problems.push(`The Turn Record Track must list turns 1 to ${LAST_TURN} in order.`);
  }
  return problems;
}
