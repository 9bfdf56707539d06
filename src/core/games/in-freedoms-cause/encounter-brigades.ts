/**
 * In Freedom's Cause: the enemy's brigades in coop/solo play, read across the encounters log. A
 * main force comes with a brigadier for each of its brigades; reinforcements join a brigade of
 * fewer than the cap's units, or, with none, come with a new brigadier who takes the arrivals
 * until his brigade is full too; arrivals for a brigade the game master has marked broken are held
 * off the table until a new brigade is sent (Cooperative and Solo Play Mode, L609–611; ruling
 * A32). Pure: the encounters and the broken marks are passed in.
 */
import { DEPLOYMENT } from './coop-data.js';
import type { EncounterBody, EnemyUnit } from './encounter-types.js';

/** The place of the brigade rules of reinforcements. */
export const REINFORCEMENT_RULE = 'Cooperative and Solo Play Mode › Deploying Enemy Forces';

/** An enemy brigade as the log stands: its number, its units (held ones counted) and its marks. */
export interface EnemyBrigade {
  readonly brigade: number;
  readonly units: number;
  /** Its units held off the table. */
  readonly held: number;
  /** Its brigadier is in the log (a main force's, or a new one with reinforcements). */
  readonly brigadier: boolean;
  readonly broken: boolean;
}

/**
 * The enemy brigades of `encounters` (those in play: the caller leaves out ignored ones), by
 * number; pickets (brigade 0) belong to none (ruling A26).
 */
export function enemyBrigades(
  encounters: readonly EncounterBody[],
  broken: readonly number[],
): EnemyBrigade[] {
  const units = encounters.flatMap((e) => e.units).filter((u) => u.brigade > 0);
  const leaders = new Set(encounters.flatMap((e) => e.brigadiers ?? []));
  const numbers = [...new Set([...units.map((u) => u.brigade), ...leaders])].sort((a, b) => a - b);
  return numbers.map((brigade) => {
    const own = units.filter((u) => u.brigade === brigade);
    return {
      brigade,
      units: own.length,
      held: own.filter((u) => u.held === true).length,
      brigadier: leaders.has(brigade),
      broken: broken.includes(brigade),
    };
  });
}

/** Reinforcements placed in the enemy's brigades: their units, and the brigades new brigadiers bring. */
export interface Joined {
  readonly units: readonly EnemyUnit[];
  readonly brigadiers: readonly number[];
}

/**
 * Arriving units put in brigades, in order: each joins the lowest-numbered brigade of fewer than
 * the cap's units; with none, a new brigadier comes and takes it and the arrivals after it until
 * his brigade is full. A unit that joins a broken brigade is held off the table; when a new
 * brigadier comes, the units held before him (of this arrival) may come on, and the caller
 * releases those of earlier encounters (ruling A32).
 */
export function joinBrigades(
  arriving: readonly EnemyUnit[],
  brigades: readonly EnemyBrigade[],
): Joined {
  const counts = new Map(brigades.map((b) => [b.brigade, b.units]));
  const broken = new Set(brigades.filter((b) => b.broken).map((b) => b.brigade));
  let next = Math.max(0, ...counts.keys()) + 1;
  const brigadiers: number[] = [];
  let units: EnemyUnit[] = [];
  for (const u of arriving) {
    const open = [...counts.entries()]
      .filter(([, n]) => n < DEPLOYMENT.brigadeCap)
      .map(([b]) => b)
      .sort((a, b) => a - b)[0];
    let brigade = open;
    if (brigade === undefined) {
      brigade = next++;
      brigadiers.push(brigade);
      counts.set(brigade, 0);
      units = units.map((x) => ({ ...x, held: false }));
    }
    counts.set(brigade, (counts.get(brigade) ?? 0) + 1);
    units.push({ ...u, brigade, held: broken.has(brigade) });
  }
  return { units, brigadiers };
}

/** The brigades of a force of `units`: each brigade's brigadier comes with it. */
export function forceBrigadiers(units: readonly EnemyUnit[]): number[] {
  return [...new Set(units.map((u) => u.brigade).filter((b) => b > 0))].sort((a, b) => a - b);
}
