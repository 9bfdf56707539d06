/**
 * Altar of Freedom: the shape of a personality trait (App. I, L1645–1721) and its
 * machine-readable effects. Types only; the 26 traits are in `traits.ts`.
 */
import type { DiceSpec } from '../../shared/types.js';
import type { TraitId } from './trait-ids.js';

/** Where in the game a trait must be checked (spec §2.11 "Hook"). */
export type TraitHook =
  | 'clock-control'
  | 'clock-depletion'
  | 'pp-budget'
  | 'bidding'
  | 'movement'
  | 'firing'
  | 'close-combat'
  | 'general-fate'
  | 'rally'
  | 'break'
  | 'after-clock'
  | 'end-of-turn'
  | 'any-roll'
  | 'setup';

/** How a PP-budget roll changes this turn's PP (Grandiose, Hesitant, Unreliable). */
export type PpChange =
  | { readonly kind: 'add'; readonly value: number }
  | { readonly kind: 'set'; readonly value: number }
  | { readonly kind: 'set-to-roll' };

/** A band of a trait's D6 roll with its result. */
export interface PpRollBand {
  readonly min: number;
  readonly max: number;
  readonly change: PpChange;
}

/** A bidding rule a trait imposes on, or grants to, its general. */
export type BidRule =
  | 'distinct-ratings-unless-zero'
  | 'only-own-pp'
  | 'save-at-least-half-down'
  | 'one-division-at-zero'
  | 'any-friendly-division';

/** What a trait does, as data the tools and the tracker can act on. */
export type TraitEffect =
  | {
      readonly kind: 'roll-modifier';
      readonly roll: 'clock-control' | 'general-fate';
      readonly value: number;
    }
  | {
      readonly kind: 'ignore-fatigue-penalty';
      readonly rolls: readonly ('firing' | 'close-combat')[];
      readonly reach: 'base-contact';
    }
  | { readonly kind: 'rally-bonus'; readonly value: number; readonly withinInches: number }
  | { readonly kind: 'no-rally-bonus' }
  | { readonly kind: 'pick-one-of'; readonly roll: 'clock-depletion'; readonly dice: DiceSpec }
  | {
      readonly kind: 'reroll';
      readonly roll: 'firing' | 'any-d6';
      readonly perTurn: number;
      readonly reach: 'chain' | 'within-6-los';
    }
  | { readonly kind: 'pp-roll'; readonly die: number; readonly bands: readonly PpRollBand[] }
  | { readonly kind: 'bonus-pp-roll'; readonly die: number }
  | { readonly kind: 'carry-pp'; readonly divisor: number }
  | { readonly kind: 'bid-rule'; readonly rule: BidRule }
  | { readonly kind: 'bonus-maneuver'; readonly perBattle: number }
  | { readonly kind: 'reserve-move'; readonly inches: number | null }
  | { readonly kind: 'stay-near-hq'; readonly inches: number }
  | { readonly kind: 'remove-fatigue'; readonly markers: number; readonly withinInches: number }
  | { readonly kind: 'extra-hq'; readonly hqs: number; readonly moveInches: number }
  | { readonly kind: 'forced-pursuit'; readonly bd: number; readonly maxPerRound: number }
  | {
      readonly kind: 'break-save';
      readonly die: number;
      readonly target: number;
      readonly recoilBd: number;
      readonly fatigue: number;
      readonly withinInches: number;
    };

/** One of the 26 personality traits. */
export interface Trait {
  /** Stable kebab-case id. */
  readonly id: TraitId;
  /** The trait's name. */
  readonly name: string;
  /** What it does, in the app's own words. */
  readonly description: string;
  readonly hooks: readonly TraitHook[];
  /** 'army' when the text limits the trait to the army commander (ruling A28). */
  readonly scope: 'any' | 'army' | 'corps';
  readonly effects: readonly TraitEffect[];
  readonly rule: string;
}
