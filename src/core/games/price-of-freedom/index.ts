/**
 * The Price of Freedom (Compass Games, 2008): the game's public surface for the app: roll
 * tools, the Battle Results Table, worked examples, rulings, set-up and commander data, the
 * commander user data, and the war effort and blockade tracker.
 */
import type { RollTool } from '../../shared/tool.js';
import { battleTool } from './battle.js';
import { campaignAttritionTool } from './campaign-attrition.js';
import { interceptionTool } from './interception.js';
import { marchAttritionTool } from './march-attrition.js';
import { withdrawalTool } from './withdrawal.js';

/** The roll tools in play order: battle, withdrawal, interception, march and campaign attrition. */
export const TOOLS: readonly RollTool[] = [
  battleTool,
  withdrawalTool,
  interceptionTool,
  marchAttritionTool,
  campaignAttritionTool,
];

export * from './constants.js';
export * from './battle-table.js';
export * from './battle.js';
export * from './battle-sides.js';
export * from './battle-result.js';
export { battleOdds } from './battle-odds.js';
export type { BattleOdds } from './battle-odds.js';
export * from './battle-situation.js';
export * from './withdrawal.js';
export * from './interception.js';
export * from './reaction-sides.js';
export * from './march-attrition.js';
export * from './march.js';
export * from './march-plan.js';
export * from './campaign-attrition.js';
export * from './movement.js';
export * from './movement-data.js';
export * from './conditions.js';

export * from './examples.js';
export * from './rulings.js';

export {
  SetupSchema,
  CommandersFileSchema,
  CommanderSchema,
  RegionSchema,
  RatingSchema,
  TheaterSchema,
  NationSchema,
} from './schema.js';
export type {
  Setup,
  Commander,
  CommandersFile,
  Region,
  SetupArmy,
  TurnRecord,
  Rating,
  Theater,
} from './schema.js';
export * from './setup.js';
export * from './setup-check.js';
export * from './user-data.js';
export * from './commanders.js';

export * from './tracker.js';
export type {
  CampaignState,
  CampaignSnapshot,
  CampaignEvent,
  CoastalRegion,
  Coast,
  Control,
  CorpsPlacement,
  KentuckyStatus,
  RegionKind,
} from './tracker-types.js';
export * from './war-effort.js';
export * from './war-effort-lines.js';
export * from './blockade.js';
export {
  CAPITALS,
  placeCorps,
  priorityCommander,
  regionCap,
  setTheaterCorps,
} from './reinforcement.js';
export * from './turn-info.js';
export * from './turn-data.js';
export * from './victory.js';
export * from './loss-allocation.js';
export * from './tracker-schema.js';
export * from './tracker-describe.js';
export * from './commander-entry.js';
export * from './setup-sheet.js';
export * from './movement-notes.js';
export * from './tracker-notes.js';
