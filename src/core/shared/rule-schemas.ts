/**
 * Schemas of the rules vocabulary (dice, conditions, modifiers, roll results) for data that
 * comes from outside the code: imported files, shared links, stored records.
 */
import * as v from 'valibot';
import { DICE_LIMITS } from './dice-spec.js';
import {
  FiniteSchema,
  SCHEMA_LIMITS,
  SafeIntegerSchema,
  boundedArray,
  boundedString,
  conditionWithin,
  optionalText,
} from './schema-limits.js';
import type { Condition } from './types.js';

/** A dice specification within `DICE_LIMITS` (1..10 dice of 2..100 sides). */
export const DiceSpecSchema = v.object({
  count: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(DICE_LIMITS.minCount),
    v.maxValue(DICE_LIMITS.maxCount),
  ),
  sides: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(DICE_LIMITS.minSides),
    v.maxValue(DICE_LIMITS.maxSides),
  ),
});

/** A value of a named input: a boolean, a finite number or a string of at most 200 chars. */
export const InputValueSchema = v.union([
  v.boolean(),
  FiniteSchema,
  optionalText(SCHEMA_LIMITS.text),
]);

/** The named inputs of a situation: at most 64, names of 1..64 characters. */
export const InputsSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) =>
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input) &&
      Object.keys(input).length <= SCHEMA_LIMITS.inputs,
    `Expected an object of at most ${SCHEMA_LIMITS.inputs} inputs.`,
  ),
  v.record(boundedString(SCHEMA_LIMITS.id), InputValueSchema),
);

const InputNameSchema = boundedString(SCHEMA_LIMITS.id);

const InputConditionSchema = v.strictObject({
  input: InputNameSchema,
  eq: v.exactOptional(InputValueSchema),
  in: v.exactOptional(boundedArray(InputValueSchema, SCHEMA_LIMITS.parts)),
  gte: v.exactOptional(FiniteSchema),
  lte: v.exactOptional(FiniteSchema),
});

const NestedCondition: v.GenericSchema<unknown, Condition> = v.lazy(() => ConditionNode);
const AllSchema = v.strictObject({ all: boundedArray(NestedCondition, SCHEMA_LIMITS.parts) });
const AnySchema = v.strictObject({ any: boundedArray(NestedCondition, SCHEMA_LIMITS.parts) });
const NotSchema = v.strictObject({ not: NestedCondition });

/** Chooses the variant by the key present, so issues point into the intended variant. */
const ConditionNode: v.GenericSchema<unknown, Condition> = v.lazy(
  (input): v.GenericSchema<unknown, Condition> => {
    if (typeof input === 'object' && input !== null) {
      if ('all' in input) return AllSchema;
      if ('any' in input) return AnySchema;
      if ('not' in input) return NotSchema;
    }
    return InputConditionSchema;
  },
);

/**
 * A condition over named inputs (recursive through `all` / `any` / `not`, at most 8 levels).
 * Each object has exactly the keys of one variant; nesting is measured before it is walked.
 */
export const ConditionSchema = v.pipe(
  v.custom<unknown>(
    (input) => conditionWithin(input, SCHEMA_LIMITS.conditionDepth),
    `Condition nested deeper than ${SCHEMA_LIMITS.conditionDepth} levels, or too large.`,
  ),
  ConditionNode,
);

/** A rulebook modifier (see `Modifier`); `when` is a `ConditionSchema`. */
export const ModifierSchema = v.object({
  id: boundedString(SCHEMA_LIMITS.id),
  label: boundedString(SCHEMA_LIMITS.text),
  value: FiniteSchema,
  rule: optionalText(SCHEMA_LIMITS.text),
  when: v.exactOptional(ConditionSchema),
  per: v.exactOptional(InputNameSchema),
  note: v.exactOptional(optionalText(SCHEMA_LIMITS.note)),
});

/** A modifier as applied to one roll (see `AppliedModifier`). */
export const AppliedModifierSchema = v.object({
  id: boundedString(SCHEMA_LIMITS.id),
  label: boundedString(SCHEMA_LIMITS.text),
  rule: optionalText(SCHEMA_LIMITS.text),
  value: FiniteSchema,
});

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * One modified roll (see `RollResult`), checked for consistency as well as shape: one face in
 * 1..sides per die, `naturalTotal` the sum of the faces, `total` that plus the modifiers.
 */
export const RollResultSchema = v.pipe(
  v.object({
    dice: DiceSpecSchema,
    natural: boundedArray(SafeIntegerSchema, DICE_LIMITS.maxCount),
    naturalTotal: SafeIntegerSchema,
    modifiers: boundedArray(AppliedModifierSchema, SCHEMA_LIMITS.modifiers),
    total: FiniteSchema,
    clamped: FiniteSchema,
  }),
  v.forward(
    v.check(
      (r) =>
        r.natural.length === r.dice.count && r.natural.every((f) => f >= 1 && f <= r.dice.sides),
      'Expected one face in 1..sides for each die.',
    ),
    ['natural'],
  ),
  v.forward(
    v.check((r) => r.naturalTotal === sum(r.natural), 'Expected the sum of the faces.'),
    ['naturalTotal'],
  ),
  v.forward(
    v.check(
      (r) => Math.abs(r.total - r.naturalTotal - sum(r.modifiers.map((m) => m.value))) < 1e-9,
      'Expected the natural total plus the modifiers.',
    ),
    ['total'],
  ),
);
