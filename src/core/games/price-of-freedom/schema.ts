/**
 * The Price of Freedom: valibot schemas of the bundled data (set-up and commanders, spec §4-5).
 * The data types are inferred from them. Cross-references are checked by `setup-check.ts`.
 * A value the rulebook does not print is null.
 */
import * as v from 'valibot';

/** A stable kebab-case id. */
export const IdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case id.'),
  v.maxLength(64),
);
/** The coasts of the blockade (§4.1 note 4), in the order they are shown. */
export const COASTS = ['gulf', 'atlantic'] as const;
export type Coast = (typeof COASTS)[number];

const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(400));
const Rule = v.pipe(v.string(), v.minLength(1), v.maxLength(120));
const Whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const Turn = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8));

/** The two sides. */
export const NationSchema = v.picklist(['usa', 'csa']);
/** A commander rating: −1, 0 or +1 (§2.2.1). */
export const RatingSchema = v.picklist([-1, 0, 1]);
/** The two theaters of operations (§2.1). */
export const TheaterSchema = v.picklist(['east', 'west']);

/** A commander counter (§2.2.1); unprinted values are null (ruling G1). */
export const CommanderSchema = v.strictObject({
  id: IdSchema,
  side: NationSchema,
  /** Null for the five commanders the text never names. */
  name: v.nullable(Text),
  star: v.boolean(),
  diamond: v.boolean(),
  adrm: v.nullable(RatingSchema),
  ddrm: v.nullable(RatingSchema),
  mam: v.nullable(RatingSchema),
  entryTurn: v.nullable(Turn),
  theater: v.nullable(TheaterSchema),
  /** Optional rule: never a theater commander (§7.3.5 optional rule). */
  neverTheaterOptional: v.boolean(),
  /** Known relations between unprinted ratings, e.g. McClellan's DDRM above his ADRM. */
  constraints: v.array(v.strictObject({ kind: v.picklist(['ddrm-above-adrm']), rule: Rule })),
  /** What the text reveals, in the app's words, with its rule references. */
  notes: v.array(v.strictObject({ text: Text, rule: Rule })),
});

/** The commanders file. */
export const CommandersFileSchema = v.strictObject({
  game: v.literal('price-of-freedom'),
  commanders: v.array(CommanderSchema),
});

/** A region the text names; unknown properties are null (ruling G3). */
export const RegionSchema = v.strictObject({
  id: IdSchema,
  name: Text,
  /** Union or Confederate home region, or Kentucky (§2.1, §5). */
  kind: v.picklist(['usa', 'csa', 'kentucky']),
  capital: v.boolean(),
  resource: v.nullable(v.boolean()),
  coastal: v.nullable(v.boolean()),
  /** Coast for the blockade (§4.1 note 4), where known. */
  coast: v.nullable(v.picklist(COASTS)),
  /** Its blockade box (Confederate coastal regions only, §2.1). */
  box: v.nullable(IdSchema),
  /** Who controls it at set-up (§2.7, §8). */
  startControl: v.picklist(['usa', 'csa', 'neutral']),
  rule: Rule,
  note: v.optional(Text),
});

/** A marker's starting space (§8.2). */
export const MarkerSchema = v.strictObject({
  id: IdSchema,
  label: Text,
  track: Text,
  space: v.pipe(v.number(), v.integer()),
  rule: Rule,
});

/** An army at set-up (§8.4, §8.5). */
export const SetupArmySchema = v.strictObject({
  side: NationSchema,
  commander: IdSchema,
  region: IdSchema,
  fresh: Whole,
  spent: Whole,
  rule: Rule,
});

/** One space of the Turn Record Track (§8.7, §9.1). */
export const TurnRecordSchema = v.strictObject({
  turn: Turn,
  /** Six months; inferred from §9.1 and the design notes, not printed per turn. */
  period: Text,
  periodInferred: v.boolean(),
  firstRound: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  /** Commanders placed on this space at set-up: printed on the counters, so null (G1). */
  arrivingCommanders: v.nullable(v.array(IdSchema)),
  rule: Rule,
});

/** The cards each player starts with (§8.3). */
export const SetupCardsSchema = v.strictObject({
  deck: Whole,
  battleCardsSetAside: v.boolean(),
  dealtPerPlayer: Whole,
  core: v.strictObject({ usa: Text, csa: Text }),
  rule: Rule,
});

/** The set-up of the one scenario, the whole war (§8). */
export const SetupSchema = v.strictObject({
  game: v.literal('price-of-freedom'),
  title: Text,
  markers: v.array(MarkerSchema),
  armies: v.array(SetupArmySchema),
  garrisons: v.array(v.strictObject({ region: IdSchema, rule: Rule })),
  blockade: v.array(v.strictObject({ box: IdSchema, markers: Whole, rule: Rule })),
  kentucky: v.picklist(['neutral', 'usa', 'csa']),
  cards: SetupCardsSchema,
  turns: v.array(TurnRecordSchema),
  regions: v.array(RegionSchema),
  /** Regions known to belong to each coast; `complete` is false while the map is missing. */
  coasts: v.array(
    v.strictObject({
      id: v.picklist(COASTS),
      name: Text,
      regions: v.array(IdSchema),
      complete: v.boolean(),
      rule: Rule,
    }),
  ),
});

/** A commander counter. */
export type Commander = v.InferOutput<typeof CommanderSchema>;
/** The commanders file. */
export type CommandersFile = v.InferOutput<typeof CommandersFileSchema>;
/** A named region. */
export type Region = v.InferOutput<typeof RegionSchema>;
/** A set-up army. */
export type SetupArmy = v.InferOutput<typeof SetupArmySchema>;
/** A Turn Record Track space. */
export type TurnRecord = v.InferOutput<typeof TurnRecordSchema>;
/** The game's set-up. */
export type Setup = v.InferOutput<typeof SetupSchema>;
/** A commander rating, −1..+1. */
export type Rating = v.InferOutput<typeof RatingSchema>;
/** A theater. */
export type Theater = v.InferOutput<typeof TheaterSchema>;
