/**
 * Altar of Freedom: the valibot schema of a bundled scenario (OOB tree and setup sheet). The
 * scenario types are inferred from it. Structure follows spec §4.0 and §5; cross-references
 * (ids used by deployments, reinforcements and rules) are checked by `scenario-check.ts`.
 */
import * as v from 'valibot';
import { TRAIT_IDS } from './trait-ids.js';
import { LINE_TRACE } from '../../shared/citation.js';

/** A stable kebab-case id, unique within its scenario. */
const Id = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case id.'),
  v.maxLength(64),
);
const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(400));
/** A rulebook place as a player reads it (section heading words), never a line of the text copy. */
const Rule = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(120),
  v.check((s) => !LINE_TRACE.test(s), 'Expected a rulebook place, not a text line.'),
);
/** Developer trace into the rulebook text copy beside a `Rule`: `L2164–2167, L2236`. Never shown. */
const Trace = v.pipe(
  v.string(),
  v.regex(/^L\d+(?:–\d+)?(?:, L\d+(?:–\d+)?)*$/, 'Expected text lines such as L12–34.'),
  v.maxLength(120),
);
const Whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const Sector = v.pipe(v.string(), v.regex(/^[A-D][1-6]$/, 'Expected a grid sector such as C1.'));

/** The two armies (spec §4.0). */
export const SideSchema = v.picklist(['USA', 'CSA']);

/** Unit arms; 'naval' is the Shiloh gunboat (L205, L2177–2187). */
export const ArmSchema = v.picklist(['infantry', 'cavalry', 'artillery', 'naval']);

/** A brigade (or the gunboat): one base (L106–108, L478–480). */
export const UnitSchema = v.strictObject({
  id: Id,
  name: Text,
  arm: ArmSchema,
  /** Strength Modifier −3..+3 (L170–178). */
  sm: v.pipe(v.number(), v.integer(), v.minValue(-3), v.maxValue(3)),
  note: v.optional(Text),
  /** Confidence of the reconstruction when not High (spec §4, §8.4). */
  confidence: v.optional(v.picklist(['Med', 'Low'])),
});

/** A general and his HQ. `pp` and `traits` are null where the rulebook does not print them (G1). */
export const GeneralSchema = v.strictObject({
  id: Id,
  name: Text,
  /** The title on his base label, e.g. 'I Corps General'. */
  title: Text,
  role: v.picklist(['army', 'corps', 'wing']),
  pp: v.nullable(Whole),
  traits: v.nullable(v.array(v.picklist(TRAIT_IDS))),
  hq: v.strictObject({ id: Id, label: Text }),
});

/** A division: the unit of bidding (L452–455). */
export const DivisionSchema = v.strictObject({
  id: Id,
  name: Text,
  /** The division text on its brigades' base labels, e.g. "W. Wallace's Div.". */
  label: Text,
  /** Only with the scenario's optional balance rule. */
  optional: v.optional(v.boolean()),
  brigades: v.array(UnitSchema),
});

/** A corps or wing: its general (null when none is printed, G7), divisions and unattached units. */
export const CommandSchema = v.strictObject({
  id: Id,
  title: Text,
  general: v.nullable(GeneralSchema),
  divisions: v.array(DivisionSchema),
  unattached: v.array(UnitSchema),
  note: v.optional(Text),
  rule: v.optional(Rule),
  trace: v.optional(Trace),
});

/** A note with its rule reference (objectives, special rules). */
const NoteSchema = v.strictObject({ id: Id, text: Text, rule: Rule, trace: v.optional(Trace) });

/** Where units may deploy. `units` are ids of generals, divisions or brigades. */
export const DeploymentSchema = v.strictObject({
  id: Id,
  units: v.array(Id),
  sectors: v.array(Sector),
  text: Text,
  rule: Rule,
  trace: v.optional(Trace),
});

/** One army's OOB tree and setup (spec §4.0, §5). */
export const ArmySchema = v.strictObject({
  side: SideSchema,
  name: Text,
  mood: v.picklist(['Determined', 'Steady', 'Weary']),
  /** The scenario's printed break point, authoritative (ruling C15). */
  breakPoint: v.pipe(v.number(), v.integer(), v.minValue(1)),
  breakPointRule: Rule,
  breakPointTrace: v.optional(Trace),
  deploysFirst: v.boolean(),
  objectives: v.array(NoteSchema),
  deployment: v.array(DeploymentSchema),
  general: GeneralSchema,
  /** Divisions under the army commander directly (army reserve). */
  divisions: v.array(DivisionSchema),
  /** Army-level unattached units. */
  unattached: v.array(UnitSchema),
  commands: v.array(CommandSchema),
});

/** A reinforcement: arrives at the end of `turn` ('scheduled') or from then on by a roll. */
export const ReinforcementSchema = v.strictObject({
  id: Id,
  side: SideSchema,
  units: v.array(Id),
  kind: v.picklist(['scheduled', 'roll']),
  /** End of this turn (scheduled), or the first end of turn to roll. */
  turn: v.pipe(v.number(), v.integer(), v.minValue(1)),
  time: Text,
  /** Roll to arrive: D`die` ≥ `target` − `bonusPerAttempt` × earlier attempts. */
  roll: v.optional(v.strictObject({ die: Whole, target: Whole, bonusPerAttempt: Whole })),
  at: Text,
  sectors: v.array(Sector),
  optional: v.optional(v.boolean()),
  rule: Rule,
  trace: v.optional(Trace),
});

/** Machine-readable effect of a special rule, for the tracker and the tools. */
export const SpecialEffectSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('no-field-works') }),
  v.strictObject({
    kind: v.literal('zero-division-bids'),
    side: SideSchema,
    turns: v.array(Whole),
  }),
  v.strictObject({ kind: v.literal('no-pp'), side: SideSchema, turns: v.array(Whole) }),
  v.strictObject({ kind: v.literal('fog'), losInches: Whole, turns: v.array(Whole) }),
  v.strictObject({ kind: v.literal('looting'), side: SideSchema, inches: Whole, fatigue: Whole }),
  v.strictObject({ kind: v.literal('gunboat'), unit: Id, moveInches: Whole }),
  v.strictObject({ kind: v.literal('arrival-roll'), reinforcement: Id }),
  v.strictObject({ kind: v.literal('optional-oob'), units: v.array(Id) }),
]);

/** A special rule in the app's own words. */
export const SpecialRuleSchema = v.strictObject({
  id: Id,
  title: Text,
  text: Text,
  rule: Rule,
  trace: v.optional(Trace),
  effect: v.optional(SpecialEffectSchema),
});

/** A terrain note in the app's own words. */
export const TerrainSchema = v.strictObject({
  id: Id,
  feature: Text,
  effect: v.picklist(['rough', 'crossing-only', 'cc-defence-bonus', 'cover', 'no-effect']),
  value: v.optional(Whole),
  text: Text,
  rule: Rule,
  trace: v.optional(Trace),
});

/** A bundled Altar of Freedom scenario: setup sheet plus both OOBs. */
export const ScenarioSchema = v.strictObject({
  slug: Id,
  title: Text,
  date: v.pipe(v.string(), v.isoDate()),
  sheet: Text,
  size: v.picklist(['small', 'medium', 'large']),
  players: v.strictObject({ min: Whole, max: Whole }),
  /** The scenario in the book: `Starter Scenarios › The Battle of Shiloh`. */
  rule: Rule,
  /** The scenario's pages in the text copy; rulings about lines inside them concern it. */
  trace: Trace,
  table: v.strictObject({
    widthFt: Whole,
    depthFt: Whole,
    yardsPerInch: Whole,
    /** True where the book prints "150+ yards". */
    yardsPerInchPlus: v.boolean(),
    grid: v.strictObject({
      letters: v.array(v.picklist(['A', 'B', 'C', 'D'])),
      numbers: Whole,
      /** True where the map is missing and the grid is read from the deployment zones. */
      inferred: v.boolean(),
    }),
    rule: Rule,
    trace: v.optional(Trace),
  }),
  /** Every battlefield map is missing from the source (G2). */
  mapMissing: v.boolean(),
  /** The turn-clock die: d10..d20 (L632–644). */
  clockDie: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(20)),
  turns: v.array(v.strictObject({ turn: v.pipe(Whole, v.minValue(1)), time: Text })),
  lengthRule: Rule,
  lengthTrace: v.optional(Trace),
  fieldWorksAllowed: v.boolean(),
  averageBrigadeMen: Whole,
  gunsPerArtilleryStand: v.strictObject({ min: Whole, max: Whole }),
  strengthRule: Rule,
  strengthTrace: v.optional(Trace),
  armies: v.tuple([ArmySchema, ArmySchema]),
  reinforcements: v.array(ReinforcementSchema),
  specialRules: v.array(SpecialRuleSchema),
  terrain: v.array(TerrainSchema),
  sources: v.array(Text),
});

/** A bundled scenario, inferred from `ScenarioSchema` (spec §5, App. A.1). */
export type Scenario = v.InferOutput<typeof ScenarioSchema>;
/** One army of a scenario (spec §4.0, App. A.2). */
export type Army = v.InferOutput<typeof ArmySchema>;
/** A corps or wing (spec §4.0 item 3). */
export type Command = v.InferOutput<typeof CommandSchema>;
/** A division (spec §4.0 item 4; L452–455). */
export type Division = v.InferOutput<typeof DivisionSchema>;
/** A brigade or the gunboat (spec §4.0 item 4; L478–480). */
export type Unit = v.InferOutput<typeof UnitSchema>;
/** A general with his HQ (spec §4.0 item 2; L213–234, L280–295). */
export type General = v.InferOutput<typeof GeneralSchema>;
/** USA or CSA (spec §4.0). */
export type Side = v.InferOutput<typeof SideSchema>;
/** A unit's arm (L205, L478–480). */
export type Arm = v.InferOutput<typeof ArmSchema>;
/** A reinforcement entry (scenario schedules, spec §5). */
export type Reinforcement = v.InferOutput<typeof ReinforcementSchema>;
/** A special rule (scenario pages, spec §5). */
export type SpecialRule = v.InferOutput<typeof SpecialRuleSchema>;

/** The scenario index file `scenarios/altar-of-freedom/index.json` (L2053–2097). */
export const ScenarioIndexSchema = v.strictObject({
  game: v.literal('altar-of-freedom'),
  scenarios: v.array(
    v.strictObject({ slug: Id, title: Text, date: v.pipe(v.string(), v.isoDate()) }),
  ),
});

/** The scenario index, inferred from `ScenarioIndexSchema` (Starter Scenario List, L2053–2097). */
export type ScenarioIndex = v.InferOutput<typeof ScenarioIndexSchema>;
