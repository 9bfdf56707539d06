/**
 * Altar of Freedom: pricing and checking a points-built army (App. V, L1929–2052; spec §2.12,
 * §3.19). Pure: the caller passes the selection, the function returns the totals and every
 * problem found.
 */
import { countText } from '../../shared/count-text.js';
import {
  ARMY_LIMITS,
  BUILDER_BREAK_PERCENT,
  DIVISION_BRIGADES,
  EXCEPTIONAL_DIVISIONS,
  MIN_GENERAL_PP,
  POINT_COSTS,
  PP_PER_DIVISION,
  SM_PER_UNSPENT_POINT,
  TRAITS_PER_GENERAL,
} from './army-builder-data.js';
import type { ArmyLimits, ArmySize, Span } from './army-builder-data.js';
import { ARTILLERY_SM, SM_MAX, SM_MIN } from './strength.js';
import { D6 } from '../../shared/dice.js';
import { signed } from '../../shared/signed.js';

/** A brigade of a built army. */
export interface BuiltBrigade {
  readonly arm: 'infantry' | 'cavalry' | 'artillery';
  readonly sm: number;
}

/** A general of a built army: his PP (null while not yet assigned) and how many traits. */
export interface BuiltGeneral {
  readonly pp: number | null;
  readonly traits: number;
}

/** What the player picked (App. V steps 1–6). */
export interface ArmySelection {
  readonly size: ArmySize;
  readonly corpsGenerals: number;
  readonly divisions: readonly {
    readonly brigades: readonly BuiltBrigade[];
    /** Nominated under the optional Exceptional Divisions rule (App. IV). */
    readonly exceptional?: boolean;
  }[];
  /** Army commander first, then corps generals; optional. */
  readonly generals?: readonly BuiltGeneral[];
}

/** A problem with a selection, with the rule it breaks. */
export interface BuilderMessage {
  readonly level: 'error' | 'warning';
  readonly text: string;
  readonly rule: string;
}

/** Totals and problems of a selection. */
export interface ArmyPrice {
  readonly size: ArmySize;
  readonly budget: number;
  readonly cost: number;
  /** budget − cost (negative when over budget). */
  readonly unspent: number;
  readonly counts: {
    readonly divisions: number;
    readonly infantry: number;
    readonly cavalry: number;
    readonly artillery: number;
    readonly corpsGenerals: number;
    /** Divisions nominated as exceptional (optional rule, App. IV). */
    readonly exceptional: number;
  };
  /** The most exceptional divisions this size may nominate (App. IV; ruling AB2). */
  readonly exceptionalMax: number;
  readonly smTotal: number;
  /** The SM total may be 0 up to this (unspent points; ruling AB1). */
  readonly smAllowedMax: number;
  /** 3 per division; each general then adds a D6 (L1998–2001). */
  readonly ppPoolBase: number;
  /** 30% of the brigades, rounded up (L2032–2034; rulings C2, A48). */
  readonly breakPoint: number;
  readonly messages: readonly BuilderMessage[];
  /** True when there is no error. */
  readonly valid: boolean;
}

/** The App. V limits of an army size (a RangeError for an unknown size). */
export function armyLimits(size: ArmySize): ArmyLimits {
  const limits = ARMY_LIMITS.find((l) => l.size === size);
  if (limits === undefined) throw new RangeError(`Unknown army size '${size}'.`);
  return limits;
}

function within(n: number, span: Span): boolean {
  return n >= span.min && n <= span.max;
}

/** A span as the book writes it: '3–6', or '1' when both ends agree. */
export function spanText(span: Span): string {
  return span.min === span.max ? `${span.min}` : `${span.min}–${span.max}`;
}

/**
 * Prices `selection` against its size's budget and checks every App. V limit: composition
 * counts, budget, brigades per division, SM range, artillery at 0, SM total between 0 and the
 * unspent points (ruling AB1), at most the size's exceptional divisions (optional, App. IV;
 * ruling AB2), and, when generals are given, PP of at least 2 each, the PP total
 * against the pool (3 × divisions + 1..6 per general) and 1–3 traits each.
 */
export function priceArmy(selection: ArmySelection): ArmyPrice {
  const limits = armyLimits(selection.size);
  const messages: BuilderMessage[] = [];
  const error = (text: string, rule: string) => messages.push({ level: 'error', text, rule });
  const brigades = selection.divisions.flatMap((d) => d.brigades);
  const count = (arm: BuiltBrigade['arm']) => brigades.filter((b) => b.arm === arm).length;
  const counts = {
    divisions: selection.divisions.length,
    infantry: count('infantry'),
    cavalry: count('cavalry'),
    artillery: count('artillery'),
    corpsGenerals: selection.corpsGenerals,
    exceptional: selection.divisions.filter((d) => d.exceptional === true).length,
  };
  const check = (label: string, n: number, span: Span) => {
    if (!within(n, span)) error(`${label}: ${n}, allowed ${span.min}–${span.max}.`, limits.rule);
  };
  check('Divisions', counts.divisions, limits.divisions);
  check('Corps generals', counts.corpsGenerals, limits.corpsGenerals);
  check('Infantry brigades', counts.infantry, limits.infantry);
  check('Artillery brigades', counts.artillery, limits.artillery);
  check('Cavalry brigades', counts.cavalry, limits.cavalry);
  const cost =
    counts.infantry * POINT_COSTS.infantry +
    counts.artillery * POINT_COSTS.artillery +
    counts.cavalry * POINT_COSTS.cavalry +
    counts.corpsGenerals * POINT_COSTS.corpsGeneral +
    POINT_COSTS.armyGeneral +
    counts.divisions * POINT_COSTS.division;
  const exceptionalMax = EXCEPTIONAL_DIVISIONS[selection.size];
  if (counts.exceptional > exceptionalMax) {
    error(
      `${counts.exceptional} exceptional divisions; a ${selection.size} army may nominate at most ${exceptionalMax}.`,
      'App. IV, Exceptional Divisions; ruling AB2',
    );
  }
  const unspent = limits.budget - cost;
  if (unspent < 0)
    error(
      `${cost} points spent, budget ${limits.budget}.`,
      'Appendix V › Spend those Pesky Points (step 3)',
    ); // L1987–1992
  selection.divisions.forEach((d, i) => {
    if (!within(d.brigades.length, DIVISION_BRIGADES)) {
      error(
        `Division ${i + 1} has ${countText(d.brigades.length, 'brigade')}; it needs ${spanText(DIVISION_BRIGADES)}.`,
        'Appendix V › Divisions and Priority Points (step 4)', // L1996–1998
      );
    }
  });
  let smTotal = 0;
  brigades.forEach((b, i) => {
    smTotal += b.sm;
    if (!Number.isInteger(b.sm) || b.sm < SM_MIN || b.sm > SM_MAX) {
      error(
        `Brigade ${i + 1}: SM ${b.sm} is outside ${signed(SM_MIN)}..${signed(SM_MAX)}.`,
        'Appendix V › Strength Modifiers (step 6)',
      ); // L2014–2016
    }
    if (b.arm === 'artillery' && b.sm !== ARTILLERY_SM) {
      error(
        `Brigade ${i + 1}: artillery must be rated ${ARTILLERY_SM}.`,
        'Appendix V › Strength Modifiers (step 6)',
      ); // L2018
    }
  });
  const smAllowedMax = Math.max(0, unspent) * SM_PER_UNSPENT_POINT;
  if (smTotal < 0 || smTotal > smAllowedMax) {
    error(
      `SM total ${smTotal}; it must be 0 to ${smAllowedMax} (unspent points).`,
      'Appendix V › Strength Modifiers (step 6); ruling AB1', // L2016–2023
    );
  }
  const ppPoolBase = counts.divisions * PP_PER_DIVISION;
  checkGenerals(selection, counts.corpsGenerals, ppPoolBase, messages);
  return {
    size: selection.size,
    budget: limits.budget,
    cost,
    unspent,
    counts,
    exceptionalMax,
    smTotal,
    smAllowedMax,
    ppPoolBase,
    breakPoint: Math.ceil((brigades.length * BUILDER_BREAK_PERCENT) / 100),
    messages,
    valid: messages.every((m) => m.level !== 'error'),
  };
}

/** Points one brigade costs: infantry 1, artillery and cavalry 2 (App. V step 3, L1987–1992). */
export function brigadeCost(arm: BuiltBrigade['arm']): number {
  return POINT_COSTS[arm];
}

/** Points of a division's brigades; the division itself is free (App. V step 3, L1987–1992). */
export function divisionCost(brigades: readonly BuiltBrigade[]): number {
  return POINT_COSTS.division + brigades.reduce((sum, b) => sum + brigadeCost(b.arm), 0);
}

function checkGenerals(
  selection: ArmySelection,
  corpsGenerals: number,
  ppPoolBase: number,
  messages: BuilderMessage[],
): void {
  const generals = selection.generals;
  if (generals === undefined) return;
  const rule = 'Appendix V › Divisions and Priority Points (step 4)'; // L1998–2002
  if (generals.length !== corpsGenerals + 1) {
    messages.push({
      level: 'error',
      text: `${generals.length} generals listed; expected ${corpsGenerals + 1}.`,
      rule,
    });
  }
  let total = 0;
  const assigned = generals.every((g) => g.pp !== null);
  generals.forEach((g, i) => {
    if (g.pp !== null) {
      total += g.pp;
      if (g.pp < MIN_GENERAL_PP) {
        messages.push({
          level: 'error',
          text: `General ${i + 1} has ${g.pp} PP; minimum ${MIN_GENERAL_PP}.`,
          rule,
        });
      }
    }
    if (!within(g.traits, TRAITS_PER_GENERAL)) {
      messages.push({
        level: 'warning',
        text: `General ${i + 1} has ${g.traits} traits; ${spanText(TRAITS_PER_GENERAL)} expected.`,
        rule: 'Appendix V › Customizing the Generals (step 5); ruling A47', // L2006–2011
      });
    }
  });
  const low = ppPoolBase + generals.length;
  const high = ppPoolBase + D6.sides * generals.length;
  if (assigned && (total < low || total > high)) {
    messages.push({
      level: 'error',
      text: `PP total ${total} cannot come from a pool of ${ppPoolBase} + one D6 per general (${low}–${high}).`,
      rule,
    });
  }
}
