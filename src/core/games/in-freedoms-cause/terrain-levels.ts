/**
 * In Freedom's Cause: line of sight by terrain levels (Line of Sight (LOS)): the classes of
 * obstruction, and the "shadow" a tall obstruction casts for a spotter some levels above its
 * base, halved for each level higher (ruling C20).
 */

export const LOS_RULE = 'Line of Sight (LOS)';

/** How many levels a tall obstruction (woods, houses) adds to the ground it stands on. */
export const TALL_OBSTRUCTION_LEVELS = 1;

/** The highest spotter level the reference lists (the rulebook's diagram shows three). */
export const LISTED_LEVELS = 3;

/** A class of terrain height and what it does to sight. */
export interface LevelClass {
  readonly name: string;
  readonly examples: string;
  readonly effect: string;
}

export const LEVEL_CLASSES: readonly LevelClass[] = [
  { name: 'Ground level', examples: 'open ground', effect: 'Nothing in the way' },
  {
    name: 'Low obstruction',
    examples: 'hedges, walls, wheatfields',
    effect: 'Never blocks; gives cover to troops right behind it',
  },
  {
    name: 'Tall obstruction',
    examples: 'woods, houses',
    effect: `${TALL_OBSTRUCTION_LEVELS} level tall: blocks at its own level, casts a shadow to higher spotters`,
  },
  {
    name: 'Hill level',
    examples: 'each step of a hill',
    effect: 'Acts as a tall obstruction to spotters below it; levels add up',
  },
];

/**
 * The divisor of the shadow for a spotter `levels` above the obstruction's base: 1 at one
 * level, halving the shadow for each level more; null at or below it (everything behind is
 * hidden).
 */
export function shadowDivisor(levels: number): number | null {
  return levels < 1 ? null : 2 ** (levels - 1);
}

/**
 * The hidden distance beyond the far edge of a tall obstruction, for a spotter `levels` above
 * its base and `a` inches from that far edge; Infinity when the spotter is not above it.
 */
export function shadowLength(a: number, levels: number): number {
  const d = shadowDivisor(levels);
  return d === null ? Infinity : a / d;
}

/** Whether a target `beyond` inches past the far edge is hidden (inside the shadow). */
export function hiddenByShadow(a: number, levels: number, beyond: number): boolean {
  return beyond <= shadowLength(a, levels);
}

/** A sighting past one tall obstruction (or a hill's step, or friends a gun fires over). */
export interface SightLine {
  /** The spotter's terrain level. */
  readonly spotterLevel: number;
  /** The level of the ground the obstruction stands on. */
  readonly obstructionGround: number;
  /** Inches from the spotter to the obstruction's far edge (A). */
  readonly toFarEdge: number;
  /** Inches from the obstruction's far edge to the target. */
  readonly beyond: number;
}

/** What the shadow rule makes of a sighting. */
export interface SightResult {
  /** Levels the spotter stands above the obstruction's ground (ruling C20); at most 0: all hidden. */
  readonly levels: number;
  /** How far the shadow reaches beyond the far edge; Infinity when the spotter is not above it. */
  readonly shadow: number;
  readonly hidden: boolean;
}

/**
 * The shadow rule for one sighting: the spotter's levels above the obstruction's ground, the
 * shadow beyond its far edge, and whether the target is in it (a target exactly at the shadow's
 * end is hidden: "that distance … or less").
 */
export function sightPast(line: SightLine): SightResult {
  const levels = line.spotterLevel - line.obstructionGround;
  const shadow = shadowLength(line.toFarEdge, levels);
  return { levels, shadow, hidden: hiddenByShadow(line.toFarEdge, levels, line.beyond) };
}
