/**
 * The Price of Freedom: the war effort and blockade tracker's state and events. Plain JSON-able
 * data: the state can be stored, put in a link and compared with deep equality. Types only.
 */
import type { WithHistory } from '../../shared/tracker-history.js';
import type { Nation } from './constants.js';
import type { Coast, Theater } from './schema.js';

/** Who controls a region; Kentucky regions are neutral until Kentucky joins a side (§2.7, §5). */
export type Control = Nation | 'neutral';

/** Kentucky's allegiance (§5): neutral, or the side it joined for good. */
export type KentuckyStatus = 'neutral' | Nation;

/** A Confederate coastal region on the blockade board (§2.1, §4.1 note 4). */
export interface CoastalRegion {
  readonly name: string;
  readonly coast: Coast;
  /** Its blockade box; Yorktown and Norfolk share one (§2.1). */
  readonly box: string;
}

export type { Coast, Theater } from './schema.js';

/**
 * What a region is for new corps of the side placing them (§11.5): its capital, a resource
 * home region other than the capital, another home region, or (Union only) an enemy region.
 */
export type RegionKind = 'capital' | 'resource' | 'regular' | 'enemy';

/** Where new corps go and which army takes them (§11.5-11.7). */
export interface CorpsPlacement {
  /** The region's id: a tracked region's, or one the player names from the map. */
  readonly region: string;
  readonly kind: RegionKind;
  /** The army that takes them: a theater commander's, or another (a field army, new or old). */
  readonly joins: Theater | 'other';
  /**
   * Theater commanders who cannot legally take a corps now (out of supply, their region at its
   * cap), so priority passes them by (ruling A14).
   */
  readonly unable?: readonly Theater[];
}

/** One moment of the war, without its undo history. */
export interface CampaignSnapshot {
  /** 1..8 (§9.1). */
  readonly turn: number;
  /** Control of the regions the War Effort tables and the blockade name. */
  readonly control: Readonly<Record<string, Control>>;
  readonly kentucky: KentuckyStatus;
  /** Kentucky regions (all four must be Union-controlled to cancel the CSA bonus, §5.6). */
  readonly kentuckyRegions: readonly string[];
  readonly unionViolatedKentucky: boolean;
  readonly emancipationProclaimed: boolean;
  /** The first chance to proclaim it was missed (§6.3). */
  readonly emancipationMissed: boolean;
  readonly draftPlayed: boolean;
  readonly inflationPlayed: boolean;
  /** Washington has been Confederate-controlled at least once (§4.2). */
  readonly washingtonEverCsa: boolean;
  /** Confederate-controlled Union resource regions other than Washington (§4.2); the map is a gap. */
  readonly unionResourceRegionsLost: number;
  /** Union blockade markers per blockade box (§2.2.4, §8.6). */
  readonly blockade: Readonly<Record<string, number>>;
  readonly coastal: Readonly<Record<string, CoastalRegion>>;
  /** War Effort changes from cards whose text is not in the rulebook (ruling G2). */
  readonly cardAdjustments: Readonly<Record<Nation, number>>;
  /** War Effort lines switched on (true) or off (false) by hand, whatever the facts say. */
  readonly overrides: Readonly<Record<string, boolean>>;
  /** Corps on the map per side and Union garrisons (Deployed markers, §2.2.9). */
  readonly corps: Readonly<Record<Nation, number>>;
  readonly garrisons: number;
  /** New corps placed per region in this reinforcement phase or campaign round (§11.5). */
  readonly placed: Readonly<Record<Nation, Readonly<Record<string, number>>>>;
  /** Corps under each side's Eastern and Western theater commanders; 0 when there is none (§11.7). */
  readonly theaterCorps: Readonly<Record<Nation, Readonly<Record<Theater, number>>>>;
  /**
   * Coasts whose coastal regions are all on the board: from the rulebook, or confirmed by the
   * players from their map (ruling G3). Only such a coast can count as blockaded.
   */
  readonly coastsComplete: Readonly<Record<Coast, boolean>>;
}

/** The tracker state: the current snapshot plus earlier ones for undo (most recent last). */
export type CampaignState = WithHistory<CampaignSnapshot>;

/** Everything that can be recorded. Each takes effect at once (§4.0). */
export type CampaignEvent =
  | { readonly type: 'next-turn' }
  | { readonly type: 'set-turn'; readonly turn: number }
  | { readonly type: 'set-control'; readonly region: string; readonly control: Control }
  | {
      readonly type: 'kentucky-entered';
      readonly by: Nation;
      /** The Kentucky region entered, which the entering side then holds. */
      readonly region?: string;
    }
  | { readonly type: 'kentucky-card'; readonly side: Nation }
  | { readonly type: 'proclaim-emancipation' }
  | { readonly type: 'emancipation-declined' }
  | { readonly type: 'play-draft' }
  | { readonly type: 'play-inflation' }
  | { readonly type: 'set-union-resource-lost'; readonly count: number }
  | { readonly type: 'set-blockade'; readonly box: string; readonly markers: number }
  | {
      readonly type: 'add-coastal-region';
      readonly id: string;
      readonly region: CoastalRegion;
      readonly control: Nation;
    }
  | { readonly type: 'adjust-war-effort'; readonly side: Nation; readonly delta: number }
  | { readonly type: 'override'; readonly line: string; readonly active: boolean | null }
  | {
      readonly type: 'deploy-corps';
      readonly side: Nation;
      readonly count: number;
      readonly placement: CorpsPlacement;
    }
  | {
      readonly type: 'deploy-corps';
      readonly side: Nation;
      readonly count: 1;
      /** The 1-corps army of the MILITIA card may always be placed (§11.9 exception). */
      readonly militia: true;
    }
  | {
      readonly type: 'set-theater-corps';
      readonly side: Nation;
      readonly theater: Theater;
      readonly corps: number;
    }
  /** A new reinforcement phase or campaign round: the per-region counts start again (§11.5). */
  | { readonly type: 'new-round' }
  | { readonly type: 'set-coast-complete'; readonly coast: Coast; readonly complete: boolean }
  | { readonly type: 'remove-corps'; readonly side: Nation; readonly count: number }
  | {
      readonly type: 'deploy-garrison';
      /** The free Washington garrison of the reinforcement phase (§11.11; ruling A12). */
      readonly free?: boolean;
    }
  | { readonly type: 'remove-garrison' }
  | { readonly type: 'undo' };
