/**
 * The valibot schemas of the rules core and `parseWith`, in one place for importers, with the
 * types the schemas output. Each `Parsed…` type is assignable to the contract type of the same
 * name in types.ts (checked by the tests).
 */
import type * as v from 'valibot';
import type {
  AppliedModifierSchema,
  ConditionSchema,
  DiceSpecSchema,
  InputsSchema,
  ModifierSchema,
  RollResultSchema,
} from './rule-schemas.js';
import type { AxisEntrySchema, AxisSchema } from './table-schema.js';

export { parseWith, type ParseIssue, type ParseResult } from './parse-with.js';
export {
  AppliedModifierSchema,
  ConditionSchema,
  DiceSpecSchema,
  InputValueSchema,
  InputsSchema,
  ModifierSchema,
  RollResultSchema,
} from './rule-schemas.js';
export { AxisEntrySchema, AxisSchema, resultsTableSchema } from './table-schema.js';
export { RollRecordSchema, type RollRecord, type RollSource } from './roll-record-schema.js';
export { SCHEMA_LIMITS, plainText, plainTextProblem, requiredPlainText } from './schema-limits.js';

/** A `DiceSpec` as `DiceSpecSchema` outputs it. */
export type ParsedDiceSpec = v.InferOutput<typeof DiceSpecSchema>;
/** An `Inputs` record as `InputsSchema` outputs it. */
export type ParsedInputs = v.InferOutput<typeof InputsSchema>;
/** A `Condition` as `ConditionSchema` outputs it. */
export type ParsedCondition = v.InferOutput<typeof ConditionSchema>;
/** A `Modifier` as `ModifierSchema` outputs it. */
export type ParsedModifier = v.InferOutput<typeof ModifierSchema>;
/** An `AppliedModifier` as `AppliedModifierSchema` outputs it. */
export type ParsedAppliedModifier = v.InferOutput<typeof AppliedModifierSchema>;
/** A `RollResult` as `RollResultSchema` outputs it. */
export type ParsedRollResult = v.InferOutput<typeof RollResultSchema>;
/** An `AxisEntry` as `AxisEntrySchema` outputs it. */
export type ParsedAxisEntry = v.InferOutput<typeof AxisEntrySchema>;
/** An `Axis` as `AxisSchema` outputs it. */
export type ParsedAxis = v.InferOutput<typeof AxisSchema>;
