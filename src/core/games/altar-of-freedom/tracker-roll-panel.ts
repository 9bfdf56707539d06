/**
 * Altar of Freedom's roll panel in the battle tracker: the Firing, Close Combat, General Fate and
 * Rally Tables rolled in the generic roller, each about the units or general chosen from the
 * battle now, and its result applied to them as one change.
 */
import { attempt, type Outcome } from '../../shared/tracker.js';
import type { ResolvedRoll, RollPanel, RollSubject } from '../../shared/tracker-roll.js';
import type { RollTool } from '../../shared/tool.js';
import { closeCombatCellText, fateCellText, firingCellText, rallyCellText } from './cell-text.js';
import { closeCombatTool } from './close-combat.js';
import { firingTool } from './firing.js';
import { generalFateTool } from './general-fate.js';
import { scenarioGenerals, scenarioUnits, type PlacedUnit } from './oob.js';
import { rallyTool } from './rally.js';
import { eventFromRoll, type TrackerRoll } from './tracker-rolls.js';
import { nameOf, type BattleContext } from './tracker-tables.js';
import type { BattleEvent, BattleSnapshot } from './tracker-types.js';

type Chosen = Readonly<Record<string, string>>;
type S = BattleSnapshot;
type C = BattleContext;

/** The units of the battle in `keep`, named with their side when `short`. */
function units(b: S, c: C, keep: (u: PlacedUnit, state: string) => boolean, short = true) {
  return scenarioUnits(c.scenario)
    .filter((u) => keep(u, b.units[u.unit.id]?.state ?? ''))
    .map((u) => ({
      value: u.unit.id,
      label: short ? `${u.unit.name} (${u.side === 'USA' ? 'US' : 'CS'})` : u.unit.name,
    }));
}

const subject = (name: string, label: string, options: RollSubject['options']): RollSubject => ({
  name,
  label,
  options,
});

const active = (b: S, c: C) => units(b, c, (_, s) => s === 'active');

/**
 * A table of the panel, titled as its tool: its roll is `roll(chosen)`, about the units or
 * general the roll names (two are joined with "and").
 */
function table(
  tool: RollTool,
  cellText: (cell: never) => string,
  subjects: (b: S, c: C) => RollSubject[],
  roll: (x: Chosen) => TrackerRoll,
) {
  const who = (x: Chosen, name: (id: string) => string) =>
    Object.entries(roll(x))
      .filter(([k]) => k !== 'tool')
      .map(([, id]) => name(id))
      .join(' and ');
  return {
    id: tool.id,
    title: tool.title,
    tool,
    cellText,
    subjects,
    result: (
      x: Chosen,
      r: ResolvedRoll,
      _: S,
      c: C,
    ): Outcome<{ event: BattleEvent; text: string }> =>
      attempt(() => ({
        event: eventFromRoll(roll(x), r.tool, r.rolls, r.resolution),
        text: `${r.resolution.outcome.label} → ${who(x, (id) => nameOf(c.scenario, id))}`,
      })),
  };
}

const get = (x: Chosen, key: string) => x[key] ?? '';

/** The battle tracker's roll panel. */
export const ROLL_PANEL: RollPanel<S, C, BattleEvent> = {
  kind: 'roll',
  id: 'roll-h',
  title: 'Roll a table and apply it',
  apply: 'Apply to the battle',
  unchosen: 'Choose the units involved to apply this result.',
  tables: [
    table(
      firingTool,
      firingCellText,
      (b, c) => [subject('target', 'Target brigade', active(b, c))],
      (x) => ({ tool: 'firing', target: get(x, 'target') }),
    ),
    table(
      closeCombatTool,
      closeCombatCellText,
      (b, c) => [
        subject('attacker', 'Attacker', active(b, c)),
        subject('defender', 'Defender', active(b, c)),
      ],
      (x) => ({ tool: 'close-combat', attacker: get(x, 'attacker'), defender: get(x, 'defender') }),
    ),
    table(
      generalFateTool,
      fateCellText,
      (b, c) => [
        subject(
          'general',
          'General',
          scenarioGenerals(c.scenario)
            .filter((g) => b.generals[g.general.id]?.state === 'active')
            .map((g) => ({ value: g.general.id, label: g.general.name })),
        ),
      ],
      (x) => ({ tool: 'general-fate', general: get(x, 'general') }),
    ),
    table(
      rallyTool,
      rallyCellText,
      (b, c) => [
        subject(
          'unit',
          'Broken brigade',
          units(
            b,
            c,
            (u, s) => s === 'broken' && u.unit.arm !== 'artillery' && u.unit.arm !== 'naval',
            false,
          ),
        ),
      ],
      (x) => ({ tool: 'rally', unit: get(x, 'unit') }),
    ),
  ],
};
