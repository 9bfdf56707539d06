/**
 * The Price of Freedom (Compass Games, 2008): the game's public surface for the app: roll
 * tools, the Battle Results Table, worked examples, rulings, set-up and commander data, the
 * commander user data, and the war effort and blockade tracker.
 */
import type { RollTool } from '../../shared/tool.js';
import { META } from './meta.js';
import { battleTool } from './battle.js';
import { campaignAttritionTool } from './campaign-attrition.js';
import { interceptionTool } from './interception.js';
import { marchAttritionTool } from './march-attrition.js';
import { withdrawalTool } from './withdrawal.js';

/** Game id, used in routes and stored data. */
export const GAME_ID = META.slug;

/** The game's display title. */
export const GAME_TITLE = META.title;

/** The roll tools in play order: battle, withdrawal, interception, march and campaign attrition. */
export const TOOLS: readonly RollTool[] = [
  battleTool,
  withdrawalTool,
  interceptionTool,
  marchAttritionTool,
  campaignAttritionTool,
];

export * from './constants.js';
export { BATTLE_RESULTS_TABLE } from './battle-table.js';
export type { BattleScore } from './battle-table.js';
export { battleTool, BATTLE_OUTCOMES } from './battle.js';
export {
  BATTLE_ATTACKER,
  BATTLE_DEFENDER,
  ATTACKER_MODIFIERS,
  DEFENDER_MODIFIERS,
} from './battle-sides.js';
export {
  resolveBattle,
  battleScore,
  battleScoreText,
  battleScoreValue,
  clampBattleRoll,
  noRetreatRemoval,
} from './battle-result.js';
export type {
  BattleInput,
  BattleResult,
  BattleSideInput,
  BattleSideOutcome,
  GarrisonFate,
  GarrisonPresence,
  NoRetreatRemoval,
} from './battle-result.js';
export { battleOdds } from './battle-odds.js';
export type { BattleOdds } from './battle-odds.js';
export {
  battleInputOf,
  battleContextOf,
  describeBattle,
  attackerNation,
  garrisonPresence,
} from './battle-situation.js';
export type { BattleContext } from './battle-situation.js';
export { withdrawalTool, WITHDRAWAL_OUTCOMES, withdrawalSucceeds } from './withdrawal.js';
export { interceptionTool, INTERCEPTION_OUTCOMES, interceptionSucceeds } from './interception.js';
export { REACTIVE_SIDE, MOVING_SIDE } from './reaction-sides.js';
export { marchAttritionTool, MARCH_ATTRITION_OUTCOMES } from './march-attrition.js';
export {
  startMarch,
  enterRegion,
  pickUp,
  dropOff,
  actWhileMoving,
  marchAttritionLoss,
  REORGANIZE_MAX,
} from './march.js';
export type { MarchAction, MarchCorps, MarchState, MarchStep, SpentTrigger } from './march.js';
export { planMarch, MARCH_PLAN_MAX_STEPS } from './march-plan.js';
export type { MarchPlan, MarchPlanInput, MarchPlanRow, MarchPlanStep } from './march-plan.js';
export {
  campaignAttritionTool,
  CAMPAIGN_ATTRITION_OUTCOMES,
  campaignAttritionShortcut,
  campaignAttritionCheck,
  attritionCount,
} from './campaign-attrition.js';
export type { AttritionCheck } from './campaign-attrition.js';
export { movementAllowance, isArmySpent } from './movement.js';
export type { MovementSituation, MovementAllowance } from './movement.js';
export { MOVEMENT_MODIFIERS } from './movement-data.js';
export { halfOrMoreSpent, moreSpentThanCorps } from './conditions.js';

export {
  BATTLE_EXAMPLE,
  WITHDRAWAL_EXAMPLE,
  INTERCEPTION_EXAMPLE,
  MARCH_ATTRITION_HARPERS_FERRY,
  MARCH_ATTRITION_BALTIMORE,
  CAMPAIGN_ATTRITION_EXAMPLE,
  TOOL_EXAMPLES,
} from './examples.js';
export type { ToolExample } from './examples.js';
export { RULINGS, CONTRADICTION_RULINGS } from './rulings.js';
export type { Ruling } from './rulings.js';

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
export { loadGameData, parseGameData } from './setup.js';
export type { GameData } from './setup.js';
export { checkSetup } from './setup-check.js';
export { COMMANDER_USER_DATA, CommanderUserDataSchema, CommanderEntrySchema } from './user-data.js';
export type { CommanderUserData, CommanderEntry } from './user-data.js';
export {
  resolveCommanders,
  commanderBattleInput,
  commanderBattleInputs,
  commanderReactionInputs,
} from './commanders.js';
export type {
  ResolvedCommander,
  ResolvedRoster,
  CommanderInput,
  CommanderField,
  ValueSource,
} from './commanders.js';

export {
  applyCampaignEvent,
  canUndoCampaign,
  createCampaign,
  CAMPAIGN_HISTORY_LIMIT,
} from './tracker.js';
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
export {
  warEffort,
  warEffortLedger,
  unionControlsKentucky,
  mississippiUnion,
  WAR_EFFORT_LINE_IDS,
} from './war-effort.js';
export type { LedgerLine, WarEffortLedger } from './war-effort.js';
export {
  WAR_EFFORT_LINES,
  USA_WAR_EFFORT_LINES,
  CSA_WAR_EFFORT_LINES,
  WAR_EFFORT_REGIONS,
} from './war-effort-lines.js';
export type { WarEffortLineDef } from './war-effort-lines.js';
export {
  coastBlockaded,
  coastStatus,
  regionBlockaded,
  coastRegions,
  blockadeBoxes,
} from './blockade.js';
export type { CoastStatus } from './blockade.js';
export {
  CAPITALS,
  placeCorps,
  priorityCommander,
  regionCap,
  setTheaterCorps,
} from './reinforcement.js';
export {
  handSize,
  cardsDrawn,
  freeCorps,
  turnOrder,
  deploymentStatus,
  turnSummary,
} from './turn-info.js';
export type { DeploymentStatus, SideTurnInfo } from './turn-info.js';
export {
  FREE_CORPS,
  TURN_ORDER,
  TURN_WAR_EFFORT_BONUS,
  BATTLE_CARDS_RETURN_TURN,
} from './turn-data.js';
export type { FreeCorpsRow, TurnOrderRow } from './turn-data.js';
export { victoryCheck } from './victory.js';
export type { VictoryCheck, VictoryCondition } from './victory.js';
export { allocateLosses } from './loss-allocation.js';
export type { ArmyCorps, LossStep, LossAllocation } from './loss-allocation.js';
export {
  CampaignStateSchema,
  CampaignSnapshotSchema,
  CAMPAIGN_STATE_VERSION,
  CAMPAIGN_SCENARIO,
  RULEBOOK_COMPLETE_COASTS,
  parseCampaignState,
} from './tracker-schema.js';
export {
  describeCampaignChange,
  campaignHistory,
  regionNames,
  regionName,
  boxName,
  regionWarEffortLines,
  WAR_EFFORT_LINE_SHORT,
} from './tracker-describe.js';
export type { CampaignHistoryEntry, RegionNames } from './tracker-describe.js';
export {
  COMMANDER_MARKS,
  COMMANDER_NAME_MAX,
  checkCommanderEntry,
  commanderLabel,
  commanderToolLinks,
  withCommanderEntry,
} from './commander-entry.js';
export type { CommanderToolLink, CommanderEntryInput } from './commander-entry.js';
export { setupSheet } from './setup-sheet.js';
export type {
  SetupSheet,
  SheetArmy,
  SheetSide,
  SheetTurn,
  TurnEvent,
  ArrivingCommander,
} from './setup-sheet.js';
export { MOVEMENT_INPUT_LIMITS, MOVEMENT_NOTES } from './movement-notes.js';
export { TRACKER_NOTES, EMANCIPATION_MIN_CSA_CORPS } from './tracker-notes.js';
export type { TrackerNote } from './tracker-notes.js';
