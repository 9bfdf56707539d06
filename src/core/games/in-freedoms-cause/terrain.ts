/**
 * In Freedom's Cause: the default terrain effects (Terrain Effects; scenarios may change any of
 * them), each number typed once: the speed factors, the linear obstacle's extra inch, the road
 * bonus, the woods' visibility and edge limits, and the cover each feature gives. Gaps the
 * rulebook leaves are filled by the rulings named on each row.
 */
import { factorText } from './movement-data.js';

/** The cover a feature gives, as the fire screen names it, or a scenario's call. */
export type Cover = 'none' | 'soft' | 'hard' | 'fortification' | 'scenario';

/** The ground a move crosses, for the calculator: its speed factor. */
export interface Ground {
  readonly id: 'open' | 'rough' | 'quarter';
  readonly label: string;
  /** What the move's inches are multiplied by. */
  readonly factor: number;
  readonly examples: string;
}

export const TERRAIN_RULE = 'Terrain Effects';

/** Rough ground's speed: woods, steep or rocky hills, fords, built-up areas, most swamps. */
export const ROUGH_FACTOR = 1 / 2;
/** Swamps a scenario rates as the slowest. */
export const QUARTER_FACTOR = 1 / 4;
/** Inches lost crossing a linear obstacle (wall, hedge, works). */
export const OBSTACLE_INCHES = 1;
/** The road bonus for march columns and limbered guns moving along it (+50%). */
export const ROAD_FACTOR = 3 / 2;
/** The longest view inside woods, and how far from the edge fire into or out of woods reaches. */
export const WOODS = { visibilityInches: 6, edgeInches: 1 };

export const GROUNDS: readonly Ground[] = [
  { id: 'open', label: 'Open', factor: 1, examples: 'open ground, crops, smooth hills' },
  {
    id: 'rough',
    label: 'Rough',
    factor: ROUGH_FACTOR,
    examples: 'woods, steep or rocky hills, fords, built-up areas, swamps',
  },
  {
    id: 'quarter',
    label: 'Deep swamp',
    factor: QUARTER_FACTOR,
    examples: 'a swamp the scenario rates at the slowest',
  },
];

/** A terrain feature and its default effects. */
export interface TerrainFeature {
  readonly id: string;
  readonly name: string;
  /** Its speed factor, if it slows (or speeds) a move. */
  readonly factor?: number;
  /** Inches lost crossing it. */
  readonly crossInches?: number;
  /** Movement in words, beyond the factor. */
  readonly move?: string;
  readonly los: string;
  readonly cover: readonly Cover[];
  readonly special?: string;
  /** Rulings applied to this feature. */
  readonly rulings?: string;
}

export const TERRAIN: readonly TerrainFeature[] = [
  { id: 'open', name: 'Open ground', los: 'Clear', cover: ['none'] },
  {
    id: 'crops',
    name: 'Cornfields, wheatfields',
    move: 'No penalty',
    los: 'Blocks if tall enough; the scenario rates each field',
    cover: ['none'],
    special: 'Trampled to open ground once anything but skirmishers moves through',
    rulings: 'rulings C32, G11',
  },
  {
    id: 'woods',
    name: 'Woods',
    factor: ROUGH_FACTOR,
    los: `Tall obstruction; at most ${WOODS.visibilityInches}″ of view inside; fire in or out only within ${WOODS.edgeInches}″ of the edge`,
    cover: ['soft'],
    rulings: 'rulings A21, G9',
  },
  { id: 'smooth-hill', name: 'Smooth hill', los: 'Blocks by terrain level', cover: ['none'] },
  {
    id: 'steep-hill',
    name: 'Steep, rocky or overgrown hill',
    factor: ROUGH_FACTOR,
    los: 'Blocks by terrain level',
    cover: ['soft', 'hard'],
    special: 'Hard cover where especially rocky',
  },
  {
    id: 'creek',
    name: 'Fordable creek or stream',
    factor: ROUGH_FACTOR,
    move: 'While crossing or moving in it',
    los: 'Clear',
    cover: ['none'],
    special:
      'A charger caught in it at contact fights as in rough: soft cover to its target; steep banks by scenario',
  },
  {
    id: 'wall',
    name: 'Linear obstacle: hedge, split-rail fence, stone wall',
    crossInches: OBSTACLE_INCHES,
    los: 'Low obstruction: never blocks',
    cover: ['soft', 'hard'],
    special: 'Soft behind hedges and fences, hard behind a robust stone wall; fences by scenario',
  },
  {
    id: 'rifle-pits',
    name: 'Rifle pits',
    move: 'No penalty (not a linear obstacle)',
    los: 'Clear',
    cover: ['hard'],
  },
  {
    id: 'works',
    name: 'Entrenchments and works',
    crossInches: OBSTACLE_INCHES,
    los: 'Clear',
    cover: ['fortification'],
  },
  {
    id: 'abatis',
    name: 'Abatis, chevaux-de-frise',
    crossInches: OBSTACLE_INCHES,
    los: 'Clear',
    cover: ['scenario'],
    special: 'A linear obstacle; part of works when the scenario says so',
    rulings: 'ruling G10',
  },
  {
    id: 'road',
    name: 'Road',
    factor: ROAD_FACTOR,
    move: 'March columns and limbered guns moving along it; rough ground then costs them nothing extra',
    los: 'Clear',
    cover: ['none'],
    special: 'Units in cover on a road keep it; roads can be blocked',
  },
  {
    id: 'swamp',
    name: 'Swamp',
    factor: ROUGH_FACTOR,
    move: `Or ${factorText(QUARTER_FACTOR)} if the scenario says so`,
    los: 'Clear',
    cover: ['none', 'scenario'],
    special: 'Soft cover if bushes or trees, by scenario',
  },
  {
    id: 'built-up',
    name: 'Built-up area',
    factor: ROUGH_FACTOR,
    move: 'Rough for most; march columns and limbered guns use its roads',
    los: 'Tall obstruction (houses)',
    cover: ['soft', 'hard'],
    special: 'Soft if flimsy wooden buildings, hard if brick or stone; mark its boundary',
  },
];
