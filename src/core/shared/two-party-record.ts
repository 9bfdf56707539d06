/**
 * What a device keeps of a two-party roll it took part in, so that a request survives closing
 * the app: the roller keeps his secret until the answer comes; the opponent keeps the
 * contribution he gave, to check the result against it and to see a request never revealed.
 */
import * as v from 'valibot';
import { SCHEMA_LIMITS, boundedString, optionalText } from './schema-limits.js';

const hexOf = (n: number) => v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${n}}$`)));

/**
 * A stored two-party roll. `role`: which player this device is. `state`: 'requested' (roller,
 * waiting for the answer), 'answered' (opponent, waiting for the result), 'revealed' (roller,
 * result made), 'verified' (opponent, result checked against his contribution). `link`: the
 * path and query to reopen it at its latest stage.
 */
export const TwoPartyRecordSchema = v.object({
  rid: hexOf(24),
  role: v.picklist(['roller', 'opponent']),
  state: v.picklist(['requested', 'answered', 'revealed', 'verified']),
  game: boundedString(SCHEMA_LIMITS.id),
  tool: boundedString(SCHEMA_LIMITS.id),
  setup: optionalText(2000),
  sd: hexOf(64),
  c: hexOf(64),
  /** The roller's secret: only on the roller's device, and only his. */
  s: v.exactOptional(hexOf(32)),
  /** The opponent's contribution, once given (opponent) or received (roller). */
  r: v.exactOptional(hexOf(32)),
  /** The dice of the result, as a roll link writes them. */
  dice: v.exactOptional(optionalText(200)),
  outcome: v.exactOptional(optionalText(SCHEMA_LIMITS.text)),
  createdAt: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp()),
  updatedAt: v.pipe(v.string(), v.maxLength(40), v.isoTimestamp()),
  link: optionalText(2000),
});

/** A stored two-party roll, as `TwoPartyRecordSchema` outputs it. */
export type TwoPartyRecord = v.InferOutput<typeof TwoPartyRecordSchema>;
