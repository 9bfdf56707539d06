/**
 * The Price of Freedom: the war effort and blockade tracker's state and events. Plain JSON-able
 * data: the state can be stored, put in a link and compared with deep equality. Types only.
 */
import type { Nation } from './constants.js';

/** Who controls a region; Kentucky regions are neutral until Kentucky joins a side (§2.7, §5). */
export type Control = Nation | 'neutral';

/** Kentucky's allegiance (§5): neutral, or the side it joined for good. */
export type KentuckyStatus = 'neutral' | Nation;

/** A Confederate coastal region on the blockade board (§2.1, §4.1 note 4). */
export interface CoastalRegion {
  readonly name: string;
  readonly coast: 'gulf' | 'atlantic';
  /** Its blockade box; Yorktown and Norfolk share one (§2.1). */
  readonly box: string;
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
}

/** The tracker state: the current snapshot plus earlier ones for undo (most recent last). */
export interface CampaignState extends CampaignSnapshot {
  readonly history: readonly CampaignSnapshot[];
}

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
      /** The 1-corps army of the MILITIA card may always be placed (§11.9 exception). */
      readonly militia?: boolean;
    }
  | { readonly type: 'remove-corps'; readonly side: Nation; readonly count: number }
  | {
      readonly type: 'deploy-garrison';
      /** The free Washington garrison of the reinforcement phase (§11.11; ruling A12). */
      readonly free?: boolean;
    }
  | { readonly type: 'remove-garrison' }
  | { readonly type: 'undo' };
