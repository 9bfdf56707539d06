/**
 * Altar of Freedom (grand-tactical ACW miniatures): the game's public surface for the app:
 * roll tools, tables, traits, rulings, scenario loading and the battle tracker.
 */
import type { RollTool } from '../../shared/tool.js';
import { META } from './meta.js';
import { closeCombatTool } from './close-combat.js';
import { evasionTool } from './evasion.js';
import { firingTool } from './firing.js';
import { generalFateTool } from './general-fate.js';
import { rallyTool } from './rally.js';
import { turnClockTool } from './turn-clock.js';

/** Game id, used in routes and stored data. */
export const GAME_ID = META.slug;

/** The game's display title. */
export const GAME_TITLE = META.title;

/** The roll tools in play order: clock, firing, evasion, close combat, fate, rally. */
export const TOOLS: readonly RollTool[] = [
  turnClockTool,
  firingTool,
  evasionTool,
  closeCombatTool,
  generalFateTool,
  rallyTool,
];

export { firingTool, FIRING_OUTCOMES, firingOutcomeKey } from './firing.js';
export { closeCombatTool, CLOSE_COMBAT_OUTCOMES } from './close-combat.js';
export { closeCombatResult, closeCombatOutcomeKey, describeEffect } from './close-combat-result.js';
export type { CloseCombatResult, CombatantEffect } from './close-combat-result.js';
export { evasionTool, EVASION_OUTCOMES } from './evasion.js';
export { generalFateTool, FATE_OUTCOMES, FATE_CLAMP } from './general-fate.js';
export { rallyTool, RALLY_OUTCOMES } from './rally.js';
export { turnClockTool, clockControlOdds, CLOCK_CONTROL_OUTCOMES } from './turn-clock.js';
export {
  startClock,
  enterBidLevel,
  needsDepletionRoll,
  rollDepletion,
  clockExpiryChance,
  depletionDistribution,
  depletionStep,
} from './clock.js';
export type { ClockState, Chance, DepletionPick, DepletionPlay, DepletionStep } from './clock.js';

export {
  FIRING_TABLE,
  CLOSE_COMBAT_TABLE,
  EVASION_TABLE,
  FATE_TABLE,
  RALLY_TABLE,
} from './tables.js';
export type {
  FiringCell,
  CloseCombatCell,
  EvasionCell,
  FateCell,
  FateLoss,
  RallyCell,
} from './cells.js';
export * from './constants.js';
export {
  MOVEMENT_RATES,
  RESERVE_MOVEMENT_INCHES,
  ROUGH_GROUND_PENALTY_INCHES,
  DYNAMIC_TERRAIN_PENALTY_DIE,
  RESERVE_MOVES,
  RESERVE_CONDITIONS,
  CONCEALED_MARKER_NOTES,
} from './movement.js';
export type { MovementRate, MoverKind, ReserveMove } from './movement.js';
export { concealedMarkers, armyConcealedMarkers } from './concealed-markers.js';
export type { MarkerCount } from './concealed-markers.js';
export { MOODS, MOOD_TABLE, LOSS_KINDS } from './moods.js';
export type { Mood, MoodInfo } from './moods.js';
export { STRENGTH_MODIFIERS, STRENGTH_SCALE, SM_MIN, SM_MAX, ARTILLERY_SM } from './strength.js';
export type { StrengthModifier } from './strength.js';
export { TURN_SEQUENCE, END_OF_TURN_STEPS } from './sequence.js';
export type { SequenceStep } from './sequence.js';
export { SCALES, FIGURE_SCALES, BASE_KINDS, ALTERNATIVE_ARTILLERY_BASE } from './scales.js';
export type { FigureScale, BaseKind, BaseSize, ScaleInfo } from './scales.js';
export { scaleInfo, baseDepthInches, bdInches, scaledInches } from './measure.js';

export { TRAITS } from './traits.js';
export { TRAIT_IDS } from './trait-ids.js';
export type { TraitId } from './trait-ids.js';
export type { Trait, TraitEffect, TraitHook } from './trait-types.js';
export { RULINGS } from './rulings.js';
export type { Ruling } from './rulings.js';

export { ARMY_SIZES, ARMY_LIMITS, POINT_COSTS } from './army-builder-data.js';
export {
  DIVISION_BRIGADES,
  MIN_GENERAL_PP,
  PP_PER_DIVISION,
  TRAITS_PER_GENERAL,
  SM_PER_UNSPENT_POINT,
  BUILDER_BREAK_PERCENT,
  EXCEPTIONAL_DIVISIONS,
  EXCEPTIONAL_DIVISION_PP,
} from './army-builder-data.js';
export type { ArmySize, ArmyLimits } from './army-builder-data.js';
export { priceArmy, brigadeCost, divisionCost } from './army-builder.js';
export * from './saved-armies.js';
export * from './general-ratings.js';
export * from './oob-summary.js';
export * from './trait-guide-data.js';
export * from './trait-guide.js';
export type {
  ArmySelection,
  ArmyPrice,
  BuilderMessage,
  BuiltBrigade,
  BuiltGeneral,
} from './army-builder.js';

export { ScenarioSchema, ScenarioIndexSchema } from './schema.js';
export type {
  Scenario,
  Army,
  Command,
  Division,
  Unit,
  General,
  Side,
  Arm,
  Reinforcement,
  SpecialRule,
  ScenarioIndex,
} from './schema.js';
export {
  loadScenario,
  parseScenario,
  scenarioIndex,
  SCENARIO_SLUGS,
  isScenarioSlug,
} from './scenarios.js';
export type { ScenarioSlug } from './scenarios.js';
export { checkScenario } from './scenario-check.js';
export {
  armyUnits,
  armyDivisions,
  armyGenerals,
  scenarioUnits,
  scenarioGenerals,
  armyOf,
} from './oob.js';
export type { PlacedUnit, PlacedGeneral } from './oob.js';
export { baseLabels, formatSm, labelName } from './labels.js';
export type { BaseLabel } from './labels.js';
export { LABEL_SIZES, baseKindOfArm, sizedBaseLabels } from './label-sizes.js';
export type { LabelSize, SizedLabel } from './label-sizes.js';
export { nameOf, scenarioNames } from './names.js';
export { arrivalNeeds } from './arrivals.js';
export type { NamedId, NamedKind } from './names.js';
export {
  SETUP_RULING_IDS,
  citedRulingIds,
  citedRulings,
  scenarioRulings,
} from './scenario-rulings.js';

export { applyEvent, canUndo, createBattle, HISTORY_LIMIT } from './tracker.js';
export { eventFromRoll } from './tracker-rolls.js';
export { traitPresets, TRAIT_TOOLS } from './trait-presets.js';
export type { TraitTool } from './trait-presets.js';
export type { TrackerRoll } from './tracker-rolls.js';
export { BattleStateSchema, TRACKER_STATE_VERSION } from './tracker-schema.js';
export type { BattleOptions } from './tracker.js';
export {
  lossesOf,
  atBreakPoint,
  breakPointOf,
  lossesToBreak,
  brokenAtHq,
  endOfTurnChecklist,
} from './tracker-queries.js';
export type { Losses } from './tracker-queries.js';
export type {
  BattleState,
  BattleSnapshot,
  BattleEvent,
  BattleResult,
  UnitStatus,
  UnitState,
  GeneralStatus,
  GeneralState,
  HqStatus,
  ArrivalStatus,
  TrackerPhase,
} from './tracker-types.js';
export {
  clockBidCap,
  replacementPp,
  micromanagerMinimumSave,
  shrewdCarryOver,
  dummyMarkers,
} from './command.js';
export {
  BUDGET_TRAITS,
  budgetRollsNeeded,
  turnBudget,
  rollTurnBudget,
  turnBudgetOdds,
  rollFinestHour,
} from './pp-budget.js';
export type { BudgetTrait, BudgetStep, TurnBudget } from './pp-budget.js';
export { chainsOfCommand, bidTargets, generalOnTable, checkBids } from './bidding.js';
export type {
  GeneralBid,
  BidMessage,
  DivisionRating,
  BidCheck,
  ChainOfCommand,
} from './bidding.js';
