/**
 * In Freedom's Cause, Haversack's open model of the coop/solo "AI": what one press of the
 * INITIATIVE button gives. The side that acts, then perhaps an encounter: before contact, a chance
 * that rises with the presses; after pickets, the main force "usually several actions later";
 * after the main force, reinforcements that dribble in. Pure: the dice come from the `Roller`
 * passed in (the app's cryptographic dice, or a seeded roller in tests), the parameters from the
 * player's model values. Ruling G13: the rulebook gives none of these numbers.
 */
import type { Roller } from '../../shared/types.js';
import { DEPLOYMENT, SIZE_CLASSES } from './coop-data.js';
import {
  FIRST_KINDS,
  REGIMENT_TYPES,
  kindWeightId,
  qualityWeightId,
  sizeWeightId,
  typeWeightId,
} from './encounter-defaults.js';
import {
  DIRECTIONS,
  AWARE_KINDS,
  MAIN_KINDS,
  THIRDS,
  type EncounterKind,
  type EnemyType,
  type Orders,
} from './encounter-vocab.js';
import type { EncounterBody, EnemyUnit } from './encounter-types.js';
import { forceBrigadiers, joinBrigades, type EnemyBrigade } from './encounter-brigades.js';
import { QUALITIES } from './quality.js';

/** What the generator knows of the game: the presses made, the player units, the encounters counted. */
export interface CoopProgress {
  /** Presses made before this one. */
  readonly presses: number;
  readonly playerUnits: number;
  /** Kinds of the encounters met so far that the game master has not ignored, in order. */
  readonly met: readonly EncounterKind[];
  /** The main force's orders, which reinforcements share; null before it is met. */
  readonly mainOrders: Orders | null;
  /** The enemy brigades so far, which reinforcements join (ruling A32); none before the main force. */
  readonly brigades?: readonly EnemyBrigade[];
}

/** One press: who acts, and the encounter it brought, if any. */
export interface Press {
  readonly acts: 'players' | 'enemy';
  readonly encounter: EncounterBody | null;
}

type Value = (id: string) => number;

const chance = (r: Roller, percent: number) => percent > 0 && r.roll(100) <= percent;

/** One of `items` by weight (the weights are checked to sum above zero before any press). */
function pick<T>(r: Roller, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + Math.max(0, weight(t)), 0);
  let n = r.roll(Math.max(1, total));
  for (const t of items) {
    n -= Math.max(0, weight(t));
    if (n <= 0) return t;
  }
  const last = items.at(-1);
  if (last === undefined) throw new RangeError('Nothing to choose from.');
  return last;
}

const equal = <T>(r: Roller, items: readonly T[]) => pick(r, items, () => 1);
const quality = (r: Roller, v: Value) => pick(r, QUALITIES, (q) => v(qualityWeightId(q.id))).id;
const regiment = (r: Roller, v: Value) =>
  pick(r, SIZE_CLASSES, (s) => v(sizeWeightId('unit', s.id))).id;

/** Which kind of encounter, if any, this press brings. */
function kindNow(p: CoopProgress, v: Value, r: Roller): EncounterKind | null {
  const mainMet = p.met.some((k) => MAIN_KINDS.includes(k));
  if (mainMet) {
    const reinforcements = p.met.filter((k) => k === 'reinforcements').length;
    return reinforcements < v('enc-reinf-count') && chance(r, v('enc-reinf'))
      ? 'reinforcements'
      : null;
  }
  if (p.met.includes('pickets')) {
    if (chance(r, v('enc-main-after'))) return pick(r, AWARE_KINDS, (k) => v(kindWeightId(k)));
    return chance(r, v('enc-more-pickets')) ? 'pickets' : null;
  }
  const round = Math.floor(p.presses / Math.max(1, p.playerUnits));
  if (!chance(r, Math.min(100, v('enc-first-base') + round * v('enc-first-rise')))) return null;
  return pick(r, FIRST_KINDS, (k) => v(kindWeightId(k.id))).id;
}

function pickets(v: Value, r: Roller): EncounterBody {
  const type: EnemyType = chance(r, v('enc-picket-cavalry')) ? 'cavalry' : 'light-infantry';
  const size = pick(r, SIZE_CLASSES, (s) => v(sizeWeightId('picket', s.id))).id;
  const [near, far] = [v('enc-picket-near'), v('enc-picket-far')];
  const unit: EnemyUnit = {
    type,
    size,
    quality: quality(r, v),
    formation: 'skirmish',
    line: null,
    brigade: 0,
  };
  return {
    kind: 'pickets',
    units: [unit],
    orders: 'attack',
    entrenched: false,
    distance: near + r.roll(Math.max(1, far - near + 1)) - 1,
    direction: equal(r, DIRECTIONS).id,
    third: null,
  };
}

function regimentType(v: Value, r: Roller): EnemyType {
  return pick(r, REGIMENT_TYPES, (t) => v(typeWeightId(t.id))).id;
}

/**
 * A force of `count` units in brigades of at most the rulebook's cap, as even as they go; a
 * brigade of two or more units may have guns, listed second so they stand in the front line.
 */
function force(count: number, kind: EncounterKind, v: Value, r: Roller): EnemyUnit[] {
  const brigades = Math.ceil(count / DEPLOYMENT.brigadeCap);
  const units: EnemyUnit[] = [];
  for (let b = 1; b <= brigades; b++) {
    const size = Math.ceil((count - units.length) / (brigades - b + 1));
    const gunsAt = size > 1 && chance(r, v('enc-guns')) ? 1 : -1;
    for (let i = 0; i < size; i++) {
      const line =
        kind === 'reinforcements'
          ? null
          : i % DEPLOYMENT.group < DEPLOYMENT.front
            ? 'front'
            : 'second';
      const guns = i === gunsAt;
      const type: EnemyType = guns ? 'artillery' : regimentType(v, r);
      const formed = line === 'front' && kind !== 'laager';
      units.push({
        type,
        size: guns ? (chance(r, v('enc-battery')) ? 'battery' : 'section') : regiment(r, v),
        quality: quality(r, v),
        formation: guns ? (formed ? 'unlimbered' : 'limbered') : formed ? 'line' : 'column',
        line,
        brigade: b,
      });
    }
  }
  return units;
}

function mainForce(kind: EncounterKind, p: CoopProgress, v: Value, r: Roller): EncounterBody {
  const spread = v('enc-spread');
  const share = kind === 'attacking' ? v('enc-attack-size') : v('enc-main-size');
  const jitter = spread > 0 ? r.roll(2 * spread + 1) - spread - 1 : 0;
  const count = Math.max(1, Math.round((p.playerUnits * share) / 100) + jitter);
  const orders: Orders =
    kind === 'attacking' ? 'attack' : chance(r, v('enc-defend')) ? 'defend' : 'attack';
  const entrenched = kind === 'main-force' && orders === 'defend' && chance(r, v('enc-entrenched'));
  const units = force(count, kind, v, r);
  return {
    kind,
    units,
    brigadiers: forceBrigadiers(units),
    orders,
    entrenched,
    distance: null,
    direction: null,
    third: equal(r, THIRDS).id,
  };
}

function reinforcements(p: CoopProgress, v: Value, r: Roller): EncounterBody {
  const arriving = force(r.roll(Math.max(1, v('enc-reinf-units'))), 'reinforcements', v, r);
  const { units, brigadiers } = joinBrigades(arriving, p.brigades ?? []);
  return {
    kind: 'reinforcements',
    units,
    brigadiers,
    orders: p.mainOrders ?? 'defend',
    entrenched: false,
    distance: null,
    direction: null,
    third: equal(r, THIRDS).id,
  };
}

/**
 * One press of the INITIATIVE button under the parameter values `value` (the player's or the
 * model's defaults): which side acts, and the encounter the press brings, if any.
 */
export function pressInitiative(p: CoopProgress, value: Value, r: Roller): Press {
  const acts = chance(r, value('enc-players')) ? 'players' : 'enemy';
  const kind = kindNow(p, value, r);
  if (kind === null) return { acts, encounter: null };
  const encounter =
    kind === 'pickets'
      ? pickets(value, r)
      : kind === 'reinforcements'
        ? reinforcements(p, value, r)
        : mainForce(kind, p, value, r);
  return { acts, encounter };
}
