/**
 * In Freedom's Cause: Haversack's sample battle for the unit tracker, so a new player can try it
 * at once. The rulebook prints no order of battle, so this one is ours, not the publisher's, kept
 * in `scenarios/in-freedoms-cause/sample.json`: two brigades a side, each of three infantry or
 * cavalry units and a section of guns (the rulebook's brigade of three to eight units with its
 * artillery), units of the rulebook's size classes, troop types, qualities, weapons and
 * formations, a brigadier attached in each brigade and one divisional general a side. The file is
 * checked against the game's vocabulary, then entered through the tracker's own reducer, so it is
 * checked as any battle the player enters.
 */
import * as v from 'valibot';
import raw from '../../../../scenarios/in-freedoms-cause/sample.json' with { type: 'json' };
import type { WithHistory } from '../../shared/tracker-history.js';
import { SIZE_CLASSES } from './coop-data.js';
import { QUALITY_IDS } from './quality.js';
import { applyIfcEvent } from './tracker-reducer.js';
import { newBattle } from './tracker-start.js';
import type { IfcEvent, IfcSnapshot, UnitType } from './tracker-types.js';
import { FORMATION_LABELS, TROOP_TYPES } from './troop-types.js';
import { WEAPONS } from './weapons.js';
import { keysOf } from '../../shared/keys-of.js';

/** Crew of a full-strength section: a gun model and four crew (Troop Types, Units, Scales, and Organization). */
export const SECTION_CREW = 4;

/** The sample's scenario slug. */
export const SAMPLE_SLUG = 'sample';

/** A size the file may give: a size class of the rulebook, or a section of guns. */
const SIZES = [...SIZE_CLASSES.map((c) => c.id), 'section'] as const;

const Side = v.picklist(['union', 'confederate']);
const Place = v.pipe(v.number(), v.integer(), v.minValue(0));

const Unit = v.object({
  name: v.string(),
  type: v.picklist(TROOP_TYPES.map((t) => t.id).filter((t): t is UnitType => t !== 'general')),
  quality: v.picklist(QUALITY_IDS),
  weapon: v.picklist(WEAPONS.map((w) => w.id)),
  formation: v.picklist(keysOf(FORMATION_LABELS)),
  size: v.picklist(SIZES),
});

const SampleSchema = v.object({
  title: v.string(),
  brigades: v.array(
    v.object({
      name: v.string(),
      side: Side,
      orders: v.picklist(['attack', 'defend']),
      /** The unit (by its place in `units`) the brigadier starts attached to. */
      brigadier: Place,
      units: v.array(Unit),
    }),
  ),
  /** Each divisional general with the brigade and unit (by place) he starts attached to. */
  divisionals: v.array(v.object({ name: v.string(), side: Side, brigade: Place, unit: Place })),
});

type SampleUnit = v.InferOutput<typeof Unit>;

/** Figures of a unit at the normal scale (crew for a section). */
function figures(u: SampleUnit): number {
  if (u.size === 'section') return SECTION_CREW;
  const row = SIZE_CLASSES.find((c) => c.id === u.size);
  if (!row) throw new RangeError(`No size class ${u.size}.`);
  return u.type === 'cavalry' ? row.cavalryNormal : row.normal;
}

/** The sample battle, ready to play on turn 1 with an empty history; throws if the file is bad. */
export function sampleBattle(): WithHistory<IfcSnapshot> {
  const data = v.parse(SampleSchema, raw);
  let s = newBattle(SAMPLE_SLUG);
  const run = (e: IfcEvent) => (s = applyIfcEvent(s, e));
  const unitIds = data.brigades.map((b) => {
    const brigade = `b${s.next}`;
    run({ type: 'add-brigade', side: b.side, name: b.name });
    const ids = b.units.map((u) => {
      const id = `u${s.next}`;
      const { size: _size, ...rest } = u;
      run({ type: 'add-unit', unit: { ...rest, brigade, start: figures(u) } });
      if (b.orders === 'defend') run({ type: 'orders', unit: id, orders: 'defend' });
      return id;
    });
    run({ type: 'general', unit: ids[b.brigadier] ?? '', general: true });
    return ids;
  });
  for (const d of data.divisionals) {
    const general = `g${s.next}`;
    run({ type: 'add-divisional', side: d.side, name: d.name });
    run({ type: 'attach', general, unit: unitIds[d.brigade]?.[d.unit] ?? null });
  }
  return { ...s, note: `${data.title}: ready on turn 1.`, history: [] };
}
