/**
 * The U.S. Civil War: one activated force's move on land as a pure function (5.1–5.10): its
 * Movement Allowance with Foraging, Force March or the Rail Movement Bonus, the MPs its path and
 * actions cost, the Action Points that activate it, and every limit the move breaks.
 */
import {
  ACTIVATION_AP,
  ALONE,
  CAVALRY_COMMAND_LIMIT,
  CAVALRY_REMOVE_CONTROL_MP,
  COASTAL_FORT,
  COMMAND_LIMIT,
  ENEMY_RIVER,
  FORAGING,
  FORCE_MARCH_MA,
  PLACE_CONTROL,
  RAIL_BONUS,
  REGROUP,
  SHIPS_BAR_RIVER,
} from './movement-data.js';
import { ENTRENCH_BY_MOVE } from './forts.js';
import { limitedCavalry } from './generals.js';
import { TERRAIN_HEXES, TERRAIN_HEXSIDES } from './terrain.js';

/** The hexes entered and hexsides crossed that cost MPs, by kind. */
export type StepId =
  | 'plain'
  | 'marsh'
  | 'marsh-road'
  | 'minor'
  | 'navigable'
  | 'navigable-enemy'
  | 'ferry'
  | 'mountain-side'
  | 'coastal-fort';

/** The other things a force spends MPs on. */
export type ActionId = 'regroup' | 'control' | 'cavalry-remove' | 'entrench' | 'pick-up';

/** A hex's cost to enter from the terrain data (along a Road or Railroad where `road`). */
function hexMp(id: string, road = false): number {
  const t = TERRAIN_HEXES.find((x) => x.id === id);
  const mp = road ? t?.mpAlongRoad : t?.mp;
  if (mp === undefined || mp === null) throw new RangeError(`No movement cost for hex “${id}”.`);
  return mp;
}

/** A hexside's added cost from the terrain data. */
function sideMp(id: string): number {
  const t = TERRAIN_HEXSIDES.find((x) => x.id === id);
  if (!t) throw new RangeError(`No movement cost for hexside “${id}”.`);
  return t.mp;
}

/** What each step costs, with its place. Hexes entered first, then the hexsides added to them. */
export const STEPS: readonly {
  readonly id: StepId;
  readonly mp: number;
  readonly hex: boolean;
  readonly rule: string;
}[] = [
  { id: 'plain', mp: hexMp('clear'), hex: true, rule: '5.3, 5.4.1, 5.6' },
  { id: 'marsh', mp: hexMp('marsh'), hex: true, rule: '5.3, 5.5' },
  { id: 'marsh-road', mp: hexMp('marsh', true), hex: true, rule: '5.5' },
  { id: 'minor', mp: sideMp('minor-river'), hex: false, rule: '5.8.2' },
  { id: 'navigable', mp: sideMp('navigable-river'), hex: false, rule: '5.8.3' },
  { id: 'navigable-enemy', mp: ENEMY_RIVER.mp, hex: false, rule: '5.8.3' },
  { id: 'ferry', mp: sideMp('ferry'), hex: false, rule: '5.4.4, 5.8.5' },
  { id: 'mountain-side', mp: sideMp('mountain-side'), hex: false, rule: '5.6' },
  { id: 'coastal-fort', mp: COASTAL_FORT.mp, hex: true, rule: '10.3.2' },
];

/** What each other action costs, with its place (Cavalry's removal and pick-ups per marker, per unit). */
export const ACTIONS: readonly {
  readonly id: ActionId;
  readonly mp: number;
  readonly rule: string;
}[] = [
  { id: 'regroup', mp: REGROUP.mp, rule: '5.9' },
  { id: 'control', mp: PLACE_CONTROL.mp, rule: '6.2.1' },
  { id: 'cavalry-remove', mp: CAVALRY_REMOVE_CONTROL_MP, rule: '6.2.2, 8.3' },
  { id: 'entrench', mp: ENTRENCH_BY_MOVE.mp, rule: '10.1.2' },
  { id: 'pick-up', mp: FORAGING.pickUpMp, rule: '13.2.1' },
];

/** Steps a force moving by the Rail Movement Bonus cannot take: it follows friendly rail only. */
const OFF_RAIL: readonly StepId[] = [
  'marsh',
  'minor',
  'navigable',
  'navigable-enemy',
  'mountain-side',
];

/** One activated force's move. */
export interface MoveInput {
  /** Its Commanding General's rank in stars; 0 when SPs move without a General (5.10). */
  readonly rank: 0 | 1 | 2 | 3 | 4;
  /** Its Commanding General is a Cavalry General. */
  readonly cavalry: boolean;
  /** Its Commanding General's printed MA (not read without a General). */
  readonly ma: number;
  readonly sps: number;
  readonly foraging: boolean;
  readonly forceMarch: boolean;
  readonly demoralized: boolean;
  readonly cautious: boolean;
  /** It attacks or enters an enemy ZOI this activation. */
  readonly enemyZoi: boolean;
  readonly rail: boolean;
  /** SPs that have used the Rail Movement Bonus earlier this Action Phase. */
  readonly railBefore: number;
  readonly steps: Readonly<Partial<Record<StepId, number>>>;
  /** The other player has Naval Units, not in Port Protection, along a river hexside crossed (21.3.3). */
  readonly riverShips?: boolean;
  readonly actions: Readonly<Partial<Record<ActionId, number>>>;
  /** SPs in the largest stack Regrouped. */
  readonly regroupSp: number;
  /** It ends in a Coastal Fort where this many friendly SPs already are; null when it does not. */
  readonly fortSp: number | null;
}

/** The move worked out. */
export interface MovePlan {
  /** MPs it may spend: its MA as changed, or the Rail Movement Bonus. */
  readonly allowance: number;
  readonly spent: number;
  /** MPs left; below 0 when over. */
  readonly left: number;
  readonly hexes: number;
  /** Over its allowance but on its first and only hex, which a unit may always enter (5.1.1). */
  readonly oneHex: boolean;
  readonly ap: number;
  /** SPs that may still use the Rail Movement Bonus this Action Phase, this force included. */
  readonly railLeft: number;
  readonly problems: readonly string[];
}

const count = (r: Readonly<Partial<Record<string, number>>>, id: string) => r[id] ?? 0;
const sp = (n: number) => `${n} SP${n === 1 ? '' : 's'}`;

/**
 * The Movement Allowance before the Rail Movement Bonus: the MA, Foraging −1, Force March +2 (an
 * Intrinsic General benefits from cards too, 5.10).
 */
export function movementAllowance(m: MoveInput): number {
  const ma = m.rank === 0 ? ALONE.ma : m.ma;
  const march = m.forceMarch && !m.demoralized ? FORCE_MARCH_MA : 0;
  return Math.max(0, ma - (m.foraging ? FORAGING.ma : 0) + march);
}

function problemsOf(m: MoveInput, railLeft: number): string[] {
  const out: string[] = [];
  const stepN = (id: StepId) => count(m.steps, id);
  const actN = (id: ActionId) => count(m.actions, id);
  if (m.rank === 0 && m.sps > ALONE.maxSp)
    out.push(
      `Without a General at most ${ALONE.maxSp} SPs move as a stack; ${ALONE.maxSp + 1} or more never do (5.10).`,
    );
  if (m.rank > 0) {
    const cavalryOne = limitedCavalry(m);
    const limit = cavalryOne ? CAVALRY_COMMAND_LIMIT : COMMAND_LIMIT[m.rank as 1 | 2 | 3 | 4];
    if (m.sps > limit)
      out.push(
        `A ${m.rank}-star${cavalryOne ? ' Cavalry' : ''} General takes at most ${sp(limit)} with him, not ${m.sps} (7.3).`,
      );
  }
  if (m.forceMarch && m.demoralized) out.push('Demoralized SPs may not be Force Marched (18.1).');
  if (m.rail) {
    if (m.sps > railLeft)
      out.push(
        `At most ${RAIL_BONUS.spPerPhase} SPs of a side use the Rail Movement Bonus in an Action Phase; this side has moved ${sp(m.railBefore)} by it, so ${railLeft === 0 ? 'no more can' : `only ${sp(railLeft)} more can`} (5.4.2).`,
      );
    if (OFF_RAIL.some((id) => stepN(id) > 0))
      out.push(
        'The Rail Movement Bonus follows friendly railroad only: along it each hex costs 1 MP, river and mountain hexsides nothing, a Railroad Ferry +1 (5.4.1, 5.4.2).',
      );
    if (actN('pick-up') > 0)
      out.push('A force using the Rail Movement Bonus may not pick up SPs (5.4.2).');
    if (actN('entrench') > 0)
      out.push('A force using the Rail Movement Bonus may not spend MPs to Entrench (5.4.2).');
  }
  if (stepN('navigable-enemy') > 0 && m.sps > ENEMY_RIVER.maxSp)
    out.push(
      `Across an enemy-controlled Navigable River hexside only ${sp(ENEMY_RIVER.maxSp)} (and any Generals) cross in an activation, not ${m.sps} (5.8.3).`,
    );
  if (m.riverShips === true && stepN('navigable') + stepN('navigable-enemy') > 0)
    out.push(`${SHIPS_BAR_RIVER.text} (${SHIPS_BAR_RIVER.rule}).`);
  if (actN('regroup') > 0 && !(REGROUP.ranks as readonly number[]).includes(m.rank) && m.rank !== 4)
    out.push('Only a 2- or 3-star General (or Grant, 4 stars) may Regroup (5.9, 7.4.2).');
  if (actN('regroup') > 0 && m.regroupSp > REGROUP.maxSp)
    out.push(
      `A Regroup calls in at most ${REGROUP.maxSp} SPs from one hex, not ${m.regroupSp} (5.9).`,
    );
  if (actN('control') > 0 && m.sps < PLACE_CONTROL.minSp)
    out.push(
      `Placing a Control marker takes a force of ${PLACE_CONTROL.minSp} or more SPs (6.2.1).`,
    );
  if (actN('entrench') > 0 && m.sps < ENTRENCH_BY_MOVE.sps)
    out.push(
      `Entrenching during movement takes a force of ${ENTRENCH_BY_MOVE.sps} or more SPs (10.1.2).`,
    );
  if (actN('cavalry-remove') > 0 && !m.cavalry)
    out.push(
      'Only Cavalry pays to remove an enemy Control marker; any other force removes it for 0 MPs (6.2.2).',
    );
  if (m.fortSp !== null && m.sps + m.fortSp > COASTAL_FORT.maxSp)
    out.push(
      `A side stacks at most ${sp(COASTAL_FORT.maxSp)} in a Coastal Fort: ${m.sps} moving in with ${m.fortSp} there make ${m.sps + m.fortSp} (10.3.2).`,
    );
  if (actN('pick-up') > 0 && m.rank === 0)
    out.push('SPs moving without a General cannot pick up SPs once they start moving (5.10).');
  return out;
}

/** The move `m` worked out. */
export function movePlan(m: MoveInput): MovePlan {
  const allowance = m.rail ? RAIL_BONUS.mp : movementAllowance(m);
  const hexes = STEPS.filter((s) => s.hex).reduce((n, s) => n + count(m.steps, s.id), 0);
  const spent =
    STEPS.reduce((n, s) => n + s.mp * count(m.steps, s.id), 0) +
    ACTIONS.reduce((n, a) => n + a.mp * count(m.actions, a.id), 0);
  const left = allowance - spent;
  const actions = ACTIONS.reduce((n, a) => n + count(m.actions, a.id), 0);
  const oneHex = left < 0 && hexes === 1 && actions === 0 && !m.rail;
  const railLeft = Math.max(0, RAIL_BONUS.spPerPhase - m.railBefore);
  const problems = problemsOf(m, railLeft);
  if (left < 0 && !oneHex)
    problems.push(
      `The move costs ${spent} MPs, ${-left} more than the ${allowance} it has; unused MPs are lost and none can be borrowed (5.1.1).`,
    );
  const ap = m.rank > 0 && m.cautious && m.enemyZoi ? ACTIVATION_AP.cautious : ACTIVATION_AP.usual;
  return { allowance, spent, left, hexes, oneHex, ap, railLeft, problems };
}
