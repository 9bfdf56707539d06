/**
 * In Freedom's Cause: the numbers of cooperative and solo play (Cooperative and Solo Play Mode),
 * each typed once: the difficulty adjustment, the unit-size classes, artillery bases, the
 * artillery-type roll and the deployment distances.
 */

export const COOP_RULE = 'Cooperative and Solo Play Mode';

/** Units added (harder) or taken off (easier) the count entered in the app, at most. */
export const DIFFICULTY_MAX = 2;

export type SizeClass = 'small' | 'normal' | 'large';

/** A size class and its figures: infantry (and cavalry) at each scale, and reduced cavalry. */
export interface SizeRow {
  readonly id: SizeClass;
  readonly label: string;
  readonly normal: number;
  readonly reduced: number;
  /** Cavalry may be one size smaller: figures at normal and at reduced scale. */
  readonly cavalryNormal: number;
  readonly cavalryReduced: number;
}

export const SIZE_CLASSES: readonly SizeRow[] = [
  { id: 'small', label: 'Small', normal: 12, reduced: 9, cavalryNormal: 9, cavalryReduced: 6 },
  {
    id: 'normal',
    label: 'Normal-size',
    normal: 18,
    reduced: 12,
    cavalryNormal: 12,
    cavalryReduced: 9,
  },
  { id: 'large', label: 'Large', normal: 24, reduced: 18, cavalryNormal: 18, cavalryReduced: 12 },
];

/** Guns a model (base) of artillery stands for. */
export const GUNS_PER_BASE = 2;

/** Artillery bases: a section, each side's battery, and the rare largest battery. */
export const ARTILLERY_BASES = [
  { label: 'Section', bases: 1 },
  { label: 'Confederate battery', bases: 2 },
  { label: 'Union battery', bases: 3 },
  { label: 'Largest battery (rare, either side)', bases: 4 },
] as const;

export type Bore = 'smoothbore' | 'mixed' | 'rifled';

/** The artillery-type roll on one die: the faces that give each type, by side. */
export const ARTILLERY_TYPE_ROLL = {
  die: 6,
  sides: [
    {
      id: 'union',
      label: 'Union',
      faces: [
        { from: 1, to: 3, bore: 'smoothbore' },
        { from: 4, to: 6, bore: 'rifled' },
      ],
    },
    {
      id: 'confederate',
      label: 'Confederate',
      faces: [
        { from: 1, to: 2, bore: 'smoothbore' },
        { from: 3, to: 4, bore: 'mixed' },
        { from: 5, to: 6, bore: 'rifled' },
      ],
    },
  ],
} as const satisfies {
  die: number;
  sides: readonly {
    id: string;
    label: string;
    faces: readonly { from: number; to: number; bore: Bore }[];
  }[];
};

/** The deployment distances, in inches unless named. */
export const DEPLOYMENT = {
  /** The player deploys within this of the home edge, centred on it. */
  playerZone: 12,
  /** The table the designers use, in feet, and the feet left to advance over. */
  tableFeet: { width: 6, length: 8 },
  advanceFeet: 5,
  /** The enemy front line's distance from the player front line, and from any player unit. */
  frontLine: 12,
  /** The second line stands at least this far behind the front line. */
  secondLine: 12,
  /** Each inch of concealing terrain, or hidden behind a hill, counts this many times. */
  concealment: 2,
  /** Of every group of this many units in the message's order, the first `front` stand in front. */
  group: 3,
  front: 2,
  /** The most units an enemy brigade takes before reinforcements bring a new brigadier. */
  brigadeCap: 8,
} as const;

/** The room the enemy needs between the nearest player unit and its edge: both lines, or the front line. */
export const ROOM_NEEDED = {
  both: DEPLOYMENT.frontLine + DEPLOYMENT.secondLine,
  front: DEPLOYMENT.frontLine,
};

/** The number to enter in the app: units counted, adjusted for difficulty. */
export function unitsToEnter(regiments: number, sections: number, adjust: number): number {
  const a = Math.max(-DIFFICULTY_MAX, Math.min(DIFFICULTY_MAX, adjust));
  return Math.max(0, regiments + sections + a);
}
