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

/** The roll tools in play order: clock, firing, evasion, close combat, fate, rally. */
export const TOOLS: readonly RollTool[] = [
  turnClockTool,
  firingTool,
  evasionTool,
  closeCombatTool,
  generalFateTool,
  rallyTool,
];

export * from './firing.js';
export * from './close-combat.js';
export * from './close-combat-result.js';
export { evasionTool, EVASION_OUTCOMES } from './evasion.js';
export { generalFateTool, FATE_OUTCOMES, FATE_CLAMP } from './general-fate.js';
export { rallyTool, RALLY_OUTCOMES } from './rally.js';
export * from './turn-clock.js';
export * from './clock.js';

export * from './tables.js';
export * from './cells.js';
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
export * from './concealed-markers.js';
export * from './moods.js';
export * from './strength.js';
export * from './sequence.js';
export { SCALES, FIGURE_SCALES, BASE_KINDS, ALTERNATIVE_ARTILLERY_BASE } from './scales.js';
export type { FigureScale, BaseKind, BaseSize, ScaleInfo } from './scales.js';
export * from './measure.js';

export * from './traits.js';
export * from './trait-ids.js';
export type { Trait, TraitEffect, TraitHook } from './trait-types.js';
export * from './rulings.js';

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
export * from './scenario-check.js';
export {
  armyUnits,
  armyDivisions,
  armyGenerals,
  scenarioUnits,
  scenarioGenerals,
  armyOf,
} from './oob.js';
export type { PlacedUnit, PlacedGeneral } from './oob.js';
export * from './labels.js';
export * from './label-sizes.js';
export * from './names.js';
export * from './arrivals.js';
export * from './scenario-rulings.js';

export * from './tracker.js';
export * from './tracker-rolls.js';
export * from './trait-presets.js';
export * from './tracker-schema.js';
export * from './tracker-queries.js';
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
export * from './command.js';
export * from './pp-budget.js';
export * from './bidding.js';
