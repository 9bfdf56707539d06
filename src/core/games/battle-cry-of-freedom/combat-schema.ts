/**
 * Battle Cry of Freedom: the combat ledger's saved state checked whole when a saved game is read,
 * so a damaged or foreign record is refused instead of half-used.
 */
import * as v from 'valibot';
import { HISTORY_LIMIT, type WithHistory } from '../../shared/tracker-history.js';
import { boundedArray, plainText, SCHEMA_LIMITS } from '../../shared/schema-limits.js';
import { COMBAT } from './combat-data.js';
import type { LedgerSnapshot } from './ledger-types.js';

/** Format version of the ledger's saved state. */
export const LEDGER_STATE_VERSION = 1;

/** Cards and generals a ledger holds at most (far beyond any battle). */
const MAX_ROWS = 200;

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(SCHEMA_LIMITS.id));
const Int = v.pipe(v.number(), v.safeInteger());
const Whole = v.pipe(Int, v.minValue(0));
const Side = v.picklist(['union', 'confederate']);
const Stars = v.nullable(v.pipe(Int, v.minValue(COMBAT.stars.min), v.maxValue(COMBAT.stars.max)));
const Name = plainText(SCHEMA_LIMITS.text, 'A name');

const Card = v.strictObject({
  id: Id,
  side: Side,
  name: Name,
  kind: v.picklist(['attack', 'defend', 'special', 'modifier']),
  value: Int,
  event: v.picklist(['battle', 'special', 'unrecorded']),
  stars: Stars,
  general: v.nullable(Id),
  attachedTo: v.nullable(Id),
  canceledBy: boundedArray(Id, MAX_ROWS),
  day: Whole,
});

const HandCard = v.strictObject({
  id: Id,
  side: Side,
  name: Name,
  kind: v.picklist(['attack', 'defend', 'special', 'modifier']),
  value: Int,
  event: v.picklist(['battle', 'special', 'unrecorded']),
  stars: Stars,
});

const General = v.strictObject({
  id: Id,
  side: Side,
  name: Name,
  offense: Stars,
  defense: Stars,
  cavalry: v.boolean(),
  engaged: v.boolean(),
});

const Snapshot = {
  battle: v.strictObject({
    name: Name,
    initiative: Side,
    victoryCity: v.boolean(),
    mode: v.picklist(['battle', 'gettysburg']),
    card: v.exactOptional(Id),
    limits: v.exactOptional(boundedArray(Id, MAX_ROWS)),
    theater: v.exactOptional(v.picklist(['east', 'west'])),
  }),
  example: v.nullable(v.strictObject({ slug: Id, step: Whole })),
  generals: boundedArray(General, MAX_ROWS),
  cards: boundedArray(Card, MAX_ROWS),
  actor: Side,
  volley: Whole,
  acted: v.boolean(),
  passes: Whole,
  day: Whole,
  continued: boundedArray(Side, MAX_ROWS),
  ended: v.boolean(),
  result: v.nullable(v.strictObject({ gain: Whole, loss: Whole, invasion: v.boolean() })),
  next: Whole,
  change: plainText(SCHEMA_LIMITS.note, 'A change'),
  stage: v.exactOptional(v.picklist(['setup', 'before', 'combat'])),
  hand: v.exactOptional(boundedArray(HandCard, MAX_ROWS)),
  recorded: v.exactOptional(
    v.nullable(
      v.strictObject({
        game: Id,
        name: Name,
        steps: Whole,
        stamp: v.pipe(v.string(), v.maxLength(40)),
      }),
    ),
  ),
};

const SnapshotSchema = v.strictObject(Snapshot);

/** The saved ledger with its undo history. */
export const LedgerStateSchema: v.GenericSchema<
  unknown,
  WithHistory<LedgerSnapshot>
> = v.strictObject({
  ...Snapshot,
  history: boundedArray(SnapshotSchema, HISTORY_LIMIT),
});
