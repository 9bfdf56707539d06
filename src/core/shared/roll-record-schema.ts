/**
 * The roll log's entry: one roll as stored, exported and shared.
 */
import * as v from 'valibot';
import { MAX_SKIP } from './roller.js';
import { InputsSchema, RollResultSchema } from './rule-schemas.js';
import { SCHEMA_LIMITS, boundedString, optionalText } from './schema-limits.js';

/**
 * A roll-log entry: which game, tool and saved game; when (ISO 8601 timestamp with zone, as
 * `Date.prototype.toISOString` writes it); the situation's inputs; the roll; a short text of its
 * outcome; and where the dice came from ('app' rolled them, the player 'entered' them, or a
 * 'shared' link replayed them from `seed` at position `seedIndex`, at most `MAX_SKIP`; or a
 * 'two-party' roll made them from both players' contributions, checkable from its `proof`).
 */
export const RollRecordSchema = v.object({
  id: boundedString(SCHEMA_LIMITS.id),
  gameSlug: boundedString(SCHEMA_LIMITS.id),
  tool: boundedString(SCHEMA_LIMITS.id),
  savedGameId: v.nullable(boundedString(SCHEMA_LIMITS.id)),
  at: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp('Expected an ISO 8601 date-time.')),
  inputs: InputsSchema,
  result: RollResultSchema,
  /** The other sides' rolls of an opposed roll, in side order. */
  others: v.exactOptional(v.pipe(v.array(RollResultSchema), v.maxLength(4))),
  outcome: optionalText(SCHEMA_LIMITS.text),
  source: v.picklist(['app', 'entered', 'shared', 'two-party']),
  seed: v.exactOptional(boundedString(SCHEMA_LIMITS.id)),
  /** A two-party roll's result token (its link's `tp`): everything needed to verify it. */
  proof: v.exactOptional(v.pipe(v.string(), v.maxLength(600))),
  seedIndex: v.exactOptional(
    v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_SKIP)),
  ),
});

/** A roll-log entry as `RollRecordSchema` outputs it. */
export type RollRecord = v.InferOutput<typeof RollRecordSchema>;

/** Where a logged roll's dice came from. */
export type RollSource = RollRecord['source'];
