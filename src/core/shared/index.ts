/**
 * The shared rules core: dice, rollers, modifiers, results tables, exact odds and data schemas.
 * Pure TypeScript with no DOM, storage or ambient randomness; import from here.
 */
export type * from './types.js';
export type * from './tool.js';
export * from './roller.js';
export * from './dice.js';
export { DICE_LIMITS, assertDiceSpec, isValidDiceSpec } from './dice-spec.js';
export * from './modifiers.js';
export * from './roll.js';
export * from './table.js';
export * from './distribution.js';
export * from './odds.js';
export * from './schema.js';
export * from './tool-inputs.js';
export * from './saved-game-schema.js';
export * from './roll-log-format.js';
export * from './user-data.js';
export * from './tool-support.js';
