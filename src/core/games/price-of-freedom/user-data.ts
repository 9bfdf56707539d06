/**
 * The Price of Freedom: what the player enters where the rulebook is silent: commander names,
 * ratings, entry turns and theaters (ruling G1), as a user-data kind the app can export and
 * import.
 */
import * as v from 'valibot';
import { userDataKind } from '../../shared/user-data.js';
import { requiredPlainText } from '../../shared/schema-limits.js';
import { COMMANDER_NAME_MAX } from './commander-entry.js';
import { META } from './meta.js';
import { IdSchema, RatingSchema, TheaterSchema } from './schema.js';

/** What the player knows of one commander; any field may be left out. */
export const CommanderEntrySchema = v.strictObject({
  name: v.exactOptional(v.nullable(requiredPlainText(COMMANDER_NAME_MAX, 'A commander’s name'))),
  adrm: v.exactOptional(v.nullable(RatingSchema)),
  ddrm: v.exactOptional(v.nullable(RatingSchema)),
  mam: v.exactOptional(v.nullable(RatingSchema)),
  entryTurn: v.exactOptional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8))),
  ),
  theater: v.exactOptional(v.nullable(TheaterSchema)),
});

/** The player's commander data, keyed by commander id (at most 25 commanders, §2.2.1). */
export const CommanderUserDataSchema = v.strictObject({
  commanders: v.pipe(
    v.record(IdSchema, CommanderEntrySchema),
    v.check((r) => Object.keys(r).length <= 25, 'At most 25 commanders.'),
  ),
});

/** One commander's entered values. */
export type CommanderEntry = v.InferOutput<typeof CommanderEntrySchema>;
/** The player's commander data. */
export type CommanderUserData = v.InferOutput<typeof CommanderUserDataSchema>;

/** The user-data kind for commander counters (§2.2.1; ruling G1). */
export const COMMANDER_USER_DATA = userDataKind(
  META.slug,
  'commanders',
  'The Price of Freedom commander counters',
  CommanderUserDataSchema,
  (): CommanderUserData => ({ commanders: {} }),
);
