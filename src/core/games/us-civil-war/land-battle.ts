/**
 * The U.S. Civil War: a land battle's set-up (F3): the SPs that fight after the river caps,
 * automatic displacement, each side's CRT column, dice and general slots, and its modifiers with
 * the defender's one fortification-or-terrain modifier (11.1–11.5). Pure; the results and their
 * consequences are in `land-battle-result.ts`.
 */
import { garrisonFleesFrom } from './intrinsic-garrison.js';
import { crtColumn, foragingColumn, type CrtColumn } from './crt-columns.js';
import {
  AUTO_DISPLACE_RATIO,
  AUTO_DISPLACE_VS_ZERO_SP,
  CARD_DRM,
  DEMORALIZED_DRM,
  AMPHIBIOUS_MAX_SP,
  ENEMY_NAVAL_CROSSING_MAX_SP,
  fortDrm,
  NAVAL_SUPPORT_DRM,
  RIVER_ASSAULT_MAX_SP,
  terrainDrm,
} from './land-modifiers.js';

/** One side as the player describes it. */
export interface BattleSideInput {
  /** SPs in the force (the attacker's whole activated stack). */
  readonly sp: number;
  /** Its generals' ratings (attack for the attacker, defense for the defender), commander first. */
  readonly ratings: readonly number[];
  readonly demoralized: boolean;
  readonly navalSupport: boolean;
  readonly fullSupply: boolean;
}

/** The battle as the player describes it. */
export interface BattleInput {
  readonly attacker: BattleSideInput & { readonly card: boolean };
  readonly defender: BattleSideInput & {
    readonly foraging: boolean;
    /**
     * The defender is only a Union intrinsic garrison (17.2.4): 0 SPs, no General; its `sp` is 0.
     * Absent means a force of SPs, Militia or an empty Fort.
     */
    readonly garrison?: boolean;
  };
  /** The defender's fortification: an id of `FORTIFICATIONS`, or 'none'. */
  readonly fort: string;
  /** The terrain the attack crosses or goes into or out of: an id of `BATTLE_TERRAIN`, or 'none'. */
  readonly terrain: string;
  /** The defender failed to avoid battle: no fortification or terrain modifier (9.3.3). */
  readonly failedAvoid: boolean;
  /**
   * How the attack comes: over land ('none'); across a Navigable River by direct assault or into
   * the enemy's Naval Control (11.5); or from the water, an Amphibious Assault by the Union or
   * the Confederacy (20.5).
   */
  readonly crossing: Crossing;
}

/** Every way an attack may come, as `BattleInput.crossing` holds it. */
export const CROSSINGS = [
  'none',
  'navigable',
  'enemy-naval',
  'amphibious-union',
  'amphibious-csa',
] as const;
export type Crossing = (typeof CROSSINGS)[number];

/** The Amphibious Assault's side, or null for an attack that does not come from the water. */
export function amphibiousSide(crossing: Crossing): 'union' | 'confederate' | null {
  if (crossing === 'amphibious-union') return 'union';
  if (crossing === 'amphibious-csa') return 'confederate';
  return null;
}

/** A modifier as applied, with its rule. */
export interface AppliedDrm {
  readonly label: string;
  readonly value: number;
  readonly rule: string;
}

/** One side's roll as set up. */
export interface BattleSide {
  /** SPs that fight (after the river caps). */
  readonly sp: number;
  readonly column: CrtColumn;
  /** The defender's column moved left for Foraging. */
  readonly shifted: boolean;
  /** Ratings counted: the commander's and the best of the others up to the column's slots. */
  readonly ratingsUsed: number;
  readonly modifiers: readonly AppliedDrm[];
  readonly modifier: number;
}

/**
 * The battle as set up: displaced without a battle, an intrinsic garrison fled (17.2.4), or both
 * sides' rolls.
 */
export type BattleSetup =
  | { readonly kind: 'displaced'; readonly attackerSp: number; readonly needed: number }
  | { readonly kind: 'flees'; readonly attackerSp: number }
  | { readonly kind: 'battle'; readonly attacker: BattleSide; readonly defender: BattleSide };

/**
 * The SPs that fight for the attacker after the river caps (11.5.1, 11.5.3) or the most an
 * Amphibious Assault lands (20.5.2).
 */
export function fightingSp(input: BattleInput): number {
  const { sp } = input.attacker;
  const landing = amphibiousSide(input.crossing);
  if (landing !== null) return Math.min(sp, AMPHIBIOUS_MAX_SP[landing]);
  if (input.crossing === 'enemy-naval') return Math.min(sp, ENEMY_NAVAL_CROSSING_MAX_SP);
  if (input.crossing === 'navigable') return Math.min(sp, RIVER_ASSAULT_MAX_SP);
  return sp;
}

/**
 * The SPs of the attacking stack: all of them over land or across a river, where up to 18 attack
 * though only some fight (11.5.1); only those landed in an Amphibious Assault (20.5.2).
 */
export function attackingStack(input: BattleInput): number {
  return amphibiousSide(input.crossing) === null ? input.attacker.sp : fightingSp(input);
}

/** The defender is an intrinsic garrison and the attacking stack makes it flee (17.2.4). */
export function garrisonFlees(input: BattleInput): boolean {
  return input.defender.garrison === true && garrisonFleesFrom(attackingStack(input));
}

/** The attacker SPs that displace the defender without a battle, no modifier counted (11.1.2). */
export function displaceNeeds(defenderSp: number): number {
  return defenderSp === 0 ? AUTO_DISPLACE_VS_ZERO_SP : AUTO_DISPLACE_RATIO * defenderSp;
}

function ratingsUsed(ratings: readonly number[], slots: number): number {
  const [commander = 0, ...others] = ratings;
  const best = [...others].sort((a, b) => b - a).slice(0, slots - 1);
  return best.reduce((s, r) => s + r, commander);
}

function side(
  column: CrtColumn,
  shifted: boolean,
  sp: number,
  ratings: readonly number[],
  mods: AppliedDrm[],
): BattleSide {
  const used = ratingsUsed(ratings, column.generals);
  const all = [{ label: 'Generals’ ratings', value: used, rule: '11.3' }, ...mods].filter(
    (m) => m.value !== 0,
  );
  return {
    sp,
    column,
    shifted,
    ratingsUsed: used,
    modifiers: all,
    modifier: all.reduce((s, m) => s + m.value, 0),
  };
}

/** The defender's one fortification-or-terrain modifier: the better, never both (11.4). */
export function positionalDrm(input: BattleInput): number {
  if (input.failedAvoid) return 0;
  return Math.max(fortDrm(input.fort), terrainDrm(input.terrain));
}

/** Sets up the battle: displacement, or both sides' columns, dice, slots and modifiers. */
export function setUpBattle(input: BattleInput): BattleSetup {
  const a = input.attacker;
  const d = input.defender;
  const sp = fightingSp(input);
  if (garrisonFlees(input)) return { kind: 'flees', attackerSp: attackingStack(input) };
  const needed = displaceNeeds(d.sp);
  if (input.crossing === 'none' && sp >= needed)
    return { kind: 'displaced', attackerSp: sp, needed };
  const att = side(crtColumn(sp), false, sp, a.ratings, [
    { label: 'Demoralized', value: a.demoralized ? DEMORALIZED_DRM : 0, rule: '11.4' },
    { label: 'Battle card', value: a.card ? CARD_DRM : 0, rule: '18.1' },
    { label: 'Naval Support', value: a.navalSupport ? NAVAL_SUPPORT_DRM : 0, rule: '21.3' },
  ]);
  const own = crtColumn(d.sp);
  const col = d.foraging ? foragingColumn(own) : { column: own, shifted: false };
  const def = side(col.column, col.shifted, d.sp, d.ratings, [
    { label: 'Fortification or terrain', value: positionalDrm(input), rule: '11.4' },
    { label: 'Naval Support', value: d.navalSupport ? NAVAL_SUPPORT_DRM : 0, rule: '21.3' },
  ]);
  return { kind: 'battle', attacker: att, defender: def };
}
