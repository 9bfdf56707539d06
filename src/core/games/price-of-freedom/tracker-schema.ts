/**
 * The Price of Freedom: the valibot schema of the war effort and blockade tracker's state, so a
 * saved game read back from storage is checked whole before use (a damaged or foreign record is
 * reported and kept, never half-used). Schemas and one parser.
 */
import * as v from 'valibot';
import { parseWith } from '../../shared/index.js';
import { requiredPlainText } from '../../shared/schema-limits.js';
import type { ParseResult } from '../../shared/index.js';
import { ARMY_LIMITS, CORPS_COUNTERS, DEPLOY_CAP, LAST_TURN } from './constants.js';
import { COASTS, IdSchema } from './schema.js';
import { CAMPAIGN_HISTORY_LIMIT } from './tracker.js';
import type { CampaignSnapshot, CampaignState } from './tracker-types.js';
import { WAR_EFFORT_LINE_IDS } from './war-effort.js';

/** Format version of the stored tracker state; bump when its shape changes. */
export const CAMPAIGN_STATE_VERSION = 1;

/** The tracker's one scenario: the whole war (§8; the game has no other). */
export const CAMPAIGN_SCENARIO = { slug: 'campaign', title: 'The whole war, 1861–1865' } as const;

const Whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const Int = v.pipe(v.number(), v.integer());

/**
 * Which coasts the rulebook itself lists in full: the Gulf Coast is New Orleans and Mobile (the
 * example of §4.1 note 4); the Atlantic Coast is not listed (ruling G3). Matches the set-up data.
 */
export const RULEBOOK_COMPLETE_COASTS = { gulf: true, atlantic: false } as const;

const PlacedSchema = v.pipe(
  v.record(IdSchema, v.pipe(Whole, v.maxValue(DEPLOY_CAP.capital))),
  v.check((r) => Object.keys(r).length <= 200, 'At most 200 regions are tracked.'),
);
const TheaterCorps = v.pipe(Whole, v.maxValue(ARMY_LIMITS.theaterMax));
const TheatersSchema = v.strictObject({ east: TheaterCorps, west: TheaterCorps });

const CoastalRegionSchema = v.strictObject({
  name: requiredPlainText(60, 'A coastal region’s name'),
  coast: v.picklist(COASTS),
  box: IdSchema,
});

const SNAPSHOT_ENTRIES = {
  turn: v.pipe(Int, v.minValue(1), v.maxValue(LAST_TURN)),
  control: v.record(IdSchema, v.picklist(['usa', 'csa', 'neutral'])),
  kentucky: v.picklist(['neutral', 'usa', 'csa']),
  kentuckyRegions: v.pipe(v.array(IdSchema), v.maxLength(16)),
  unionViolatedKentucky: v.boolean(),
  emancipationProclaimed: v.boolean(),
  emancipationMissed: v.boolean(),
  draftPlayed: v.boolean(),
  inflationPlayed: v.boolean(),
  washingtonEverCsa: v.boolean(),
  unionResourceRegionsLost: v.pipe(Whole, v.maxValue(99)),
  blockade: v.record(IdSchema, v.pipe(Whole, v.maxValue(99))),
  coastal: v.record(IdSchema, CoastalRegionSchema),
  cardAdjustments: v.strictObject({
    usa: v.pipe(Int, v.minValue(-99), v.maxValue(99)),
    csa: v.pipe(Int, v.minValue(-99), v.maxValue(99)),
  }),
  overrides: v.record(
    v.pipe(
      v.string(),
      v.check((id) => WAR_EFFORT_LINE_IDS.includes(id), 'Not a War Effort line.'),
    ),
    v.boolean(),
  ),
  corps: v.strictObject({
    usa: v.pipe(Whole, v.maxValue(CORPS_COUNTERS.usa)),
    csa: v.pipe(Whole, v.maxValue(CORPS_COUNTERS.csa)),
  }),
  garrisons: v.pipe(Whole, v.maxValue(999)),
  // Added after the first saves: a save without them reads as a new phase with no theater
  // commander recorded and the coasts as the rulebook knows them.
  placed: v.optional(v.strictObject({ usa: PlacedSchema, csa: PlacedSchema }), () => ({
    usa: {},
    csa: {},
  })),
  theaterCorps: v.optional(v.strictObject({ usa: TheatersSchema, csa: TheatersSchema }), () => ({
    usa: { east: 0, west: 0 },
    csa: { east: 0, west: 0 },
  })),
  coastsComplete: v.optional(v.strictObject({ gulf: v.boolean(), atlantic: v.boolean() }), () => ({
    ...RULEBOOK_COMPLETE_COASTS,
  })),
};

/** What is wrong across the fields of a well-typed snapshot (empty when consistent). */
function snapshotProblems(s: CampaignSnapshot): string[] {
  const problems: string[] = [];
  if (Object.keys(s.control).length > 200) problems.push('At most 200 regions are tracked.');
  if (!s.kentuckyRegions.every((r) => r in s.control))
    problems.push('Every Kentucky region must have a control entry.');
  if (!Object.entries(s.coastal).every(([id, c]) => id in s.control && c.box in s.blockade))
    problems.push('Every coastal region must have a control entry and a blockade box.');
  const neutralOk = Object.entries(s.control).every(
    ([id, c]) => c !== 'neutral' || (s.kentucky === 'neutral' && s.kentuckyRegions.includes(id)),
  );
  if (!neutralOk) problems.push('Only the regions of a neutral Kentucky can be neutral (§5).');
  return problems;
}

function consistent<T extends CampaignSnapshot>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of snapshotProblems(dataset.value)) addIssue({ message });
  });
}

/** One moment of the war (see `CampaignSnapshot`). */
export const CampaignSnapshotSchema = v.pipe(
  v.strictObject(SNAPSHOT_ENTRIES),
  consistent<v.InferOutput<v.StrictObjectSchema<typeof SNAPSHOT_ENTRIES, undefined>>>(),
);

const STATE_ENTRIES = {
  ...SNAPSHOT_ENTRIES,
  history: v.pipe(v.array(CampaignSnapshotSchema), v.maxLength(CAMPAIGN_HISTORY_LIMIT)),
};

/** The stored tracker state: a snapshot plus up to 500 earlier ones for undo. */
export const CampaignStateSchema = v.pipe(
  v.strictObject(STATE_ENTRIES),
  consistent<v.InferOutput<v.StrictObjectSchema<typeof STATE_ENTRIES, undefined>>>(),
);

/** Reads stored tracker state; never throws. */
export function parseCampaignState(raw: unknown): ParseResult<CampaignState> {
  return parseWith<CampaignState>(CampaignStateSchema, raw);
}
