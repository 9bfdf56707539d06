/**
 * Altar of Freedom: the typed cells of the five results tables (Firing, Close Combat, Evasion,
 * General Fate, Rally). Types only; the tables themselves are in `tables.ts`.
 */

/**
 * A Firing Table result for the target brigade (Firing Table, L868–899; QRS L5660–5685).
 * `bd` is the recoil distance in base depths; `fatigue` the markers the target gains.
 */
export type FiringCell =
  | { readonly kind: 'no-effect' }
  | { readonly kind: 'recoil'; readonly bd: number; readonly fatigue: number }
  | { readonly kind: 'broken' };

/**
 * A Close Combat Table result by disparity (Close Combat Table, L1120–1172; QRS L5686–5725).
 * `tie`: both units recoil `bd`. `loser-recoils`: the loser recoils `loserBd` and gains
 * `loserFatigue` markers; the victor advances `advanceMin`..`advanceMax` base depths (its
 * choice). `loser-broken`: the loser breaks; the victor holds its ground and gains
 * `victorFatigue` markers.
 */
export type CloseCombatCell =
  | { readonly kind: 'tie'; readonly bd: number }
  | {
      readonly kind: 'loser-recoils';
      readonly loserBd: number;
      readonly loserFatigue: number;
      readonly advanceMin: number;
      readonly advanceMax: number;
    }
  | { readonly kind: 'loser-broken'; readonly victorFatigue: number };

/**
 * An Evasion Table result for an artillery or cavalry defender (Evading Combat, L1226–1248;
 * QRS L5733–5787). `fights`: evasion fails or is refused and the defender fights with
 * `ccModifier`. `evades`: the defender recoils `bd` and the attacker halts at the contact point.
 */
export type EvasionCell =
  | { readonly kind: 'fights'; readonly ccModifier: number }
  | { readonly kind: 'evades'; readonly bd: number };

/** The general's state after a Fate roll that removes him (Fate Table, L1287–1342). */
export type FateLoss = 'captured' | 'wounded' | 'killed';

/**
 * A General Fate Table result (Fate Table, L1287–1342; QRS L5688–5756).
 * `relocate`: move the general anywhere within `inches`. `new-horse`: off the table until the
 * end of the turn. `fallen`: removed for good; counts toward the break point (L1624–1628).
 */
export type FateCell =
  | { readonly kind: 'relocate'; readonly inches: number }
  | { readonly kind: 'new-horse' }
  | { readonly kind: 'fallen'; readonly loss: FateLoss };

/**
 * A Rally Table result for a broken infantry or cavalry brigade (Rally Table, L1485–1503;
 * QRS L5758–5779). `rallied`: placed within `hqInches` of its HQ, facing the enemy.
 */
export type RallyCell =
  | { readonly kind: 'disintegrates' }
  | { readonly kind: 'wavering' }
  | { readonly kind: 'rallied'; readonly hqInches: number };
