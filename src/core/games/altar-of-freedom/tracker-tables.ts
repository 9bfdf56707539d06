/**
 * Altar of Freedom's battle tracker as tables: each side's brigades (fatigue track, state, the
 * changes each allows now), the generals and their HQs with the PP and traits the player entered,
 * and the reinforcements still due. Pure views of the battle state for the generic tracker.
 */
import type { LogEntry, TrackerAction, UnitRow, UnitTable } from '../../shared/tracker.js';
import { MAX_FATIGUE_MARKERS } from './constants.js';
import { FATE_NAMES } from './general-fate.js';
import { generalRating, type GeneralRatings } from './general-ratings.js';
import { scenarioGenerals, scenarioUnits } from './oob.js';
import type { Scenario, Side } from './schema.js';
import { TRAITS } from './traits.js';
import type { BattleEvent, BattleSnapshot } from './tracker-types.js';

/** What the tracker's panels read beside the battle: the scenario and the entered ratings. */
export interface BattleContext {
  readonly scenario: Scenario;
  readonly ratings: GeneralRatings;
}

/** The two armies, Union first. */
export const SIDES = [
  { side: 'USA', label: 'Union' },
  { side: 'CSA', label: 'Confederate' },
] as const satisfies readonly { side: Side; label: string }[];

/** A side's name. */
export const sideLabel = (side: Side) => (side === 'USA' ? 'Union' : 'Confederate');

/** A unit's or general's state in words. */
export const STATE_LABEL: Readonly<Record<string, string>> = {
  'not-arrived': 'Not yet arrived',
  active: 'In action',
  broken: 'Broken',
  removed: 'Removed',
  absent: 'Not in play (optional)',
  'new-horse': 'Unhorsed (back at end of turn)',
  captured: FATE_NAMES.captured,
  wounded: FATE_NAMES.wounded,
  killed: FATE_NAMES.killed,
};

type Action = TrackerAction<BattleEvent>;

/** A brigade's or general's name in the scenario, else its id. */
export function nameOf(sc: Scenario, id: string): string {
  return (
    scenarioUnits(sc).find((p) => p.unit.id === id)?.unit.name ??
    scenarioGenerals(sc).find((p) => p.general.id === id)?.general.name ??
    id
  );
}

/**
 * A general's PP and traits as shown beside him: the entered values marked as the player's, or
 * the gap marked as not printed (ruling G1).
 */
export function ratingCell(ratings: GeneralRatings, sc: Scenario, id: string) {
  const r = generalRating(ratings, sc, id);
  if (!r || (r.ppSource === 'missing' && r.traitsSource === 'missing'))
    return { text: 'Priority Points and traits not printed (ruling G1)', class: 'missing' };
  const traits = r.traits.map((t) => TRAITS.find((x) => x.id === t)?.name ?? t).join(', ');
  const mine = r.ppSource === 'player' || r.traitsSource === 'player';
  return {
    text: `${r.pp === null ? 'PP not entered' : `${r.pp} PP`}${traits ? ` · ${traits}` : ''}${mine ? ' (entered by you)' : ''}`,
    class: mine ? 'entered' : '',
  };
}

function brigadeActions(id: string, name: string, state: string, fatigue: number): Action[] {
  const on = (label: string, event: BattleEvent, says: string, disabled = false): Action => ({
    label,
    hidden: `: ${name}`,
    event,
    says,
    disabled,
  });
  const active = state === 'active';
  return [
    ...(active
      ? [
          on('+ Fatigue', { type: 'fatigue', unit: id }, `${name}: +1 fatigue.`),
          on(
            '− Fatigue',
            { type: 'recover-fatigue', unit: id, markers: 1 },
            `${name}: −1 fatigue.`,
            fatigue === 0,
          ),
          on('Break', { type: 'break', unit: id }, `${name} broken.`),
        ]
      : []),
    ...(active || state === 'broken'
      ? [on('Remove', { type: 'remove', unit: id }, `${name} removed.`)]
      : []),
  ];
}

/** Each side's brigades: SM, fatigue track and state, with the changes each allows now. */
export function brigadeTables(b: BattleSnapshot, c: BattleContext): UnitTable<BattleEvent>[] {
  const all = scenarioUnits(c.scenario);
  return SIDES.map(({ side, label }) => ({
    id: `brigades-${side}`,
    title: `${label} brigades`,
    caption: `${label} brigades: fatigue and state`,
    columns: ['Brigade', 'SM', 'Fatigue', 'State'],
    groupLabel: 'Division',
    rows: all.flatMap((p): UnitRow<BattleEvent>[] => {
      const u = b.units[p.unit.id];
      if (p.side !== side || !u) return [];
      const hq = u.brokenAt ? (b.hqs[u.brokenAt]?.general ?? u.brokenAt) : null;
      return [
        {
          id: p.unit.id,
          class: u.state,
          name: p.unit.name,
          note: `${p.division?.name ?? 'Unattached'} · ${p.unit.arm}`,
          group: p.division?.name ?? 'Unattached',
          state: STATE_LABEL[u.state] ?? u.state,
          cells: [
            p.unit.sm > 0 ? `+${p.unit.sm}` : String(p.unit.sm),
            { pips: u.fatigue, of: MAX_FATIGUE_MARKERS, label: `${u.fatigue} fatigue markers` },
            {
              text: STATE_LABEL[u.state] ?? u.state,
              ...(hq ? { note: `at ${nameOf(c.scenario, hq)}’s HQ` } : {}),
            },
          ],
          actions: brigadeActions(p.unit.id, p.unit.name, u.state, u.fatigue),
        },
      ];
    }),
  }));
}

/** The generals: entered PP and traits, state, and their HQ (capturable until captured). */
export function generalsTable(b: BattleSnapshot, c: BattleContext): UnitTable<BattleEvent> {
  return {
    id: 'generals-h',
    title: 'Generals and HQs',
    caption: 'Generals and their HQs',
    columns: ['General', 'PP and traits', 'State'],
    actions: 'HQ',
    groupLabel: 'Side',
    rows: scenarioGenerals(c.scenario).flatMap((p): UnitRow<BattleEvent>[] => {
      const g = b.generals[p.general.id];
      if (!g) return [];
      const name = p.general.name;
      return [
        {
          id: p.general.id,
          class: g.state,
          name,
          note: sideLabel(p.side),
          group: sideLabel(p.side),
          state: STATE_LABEL[g.state] ?? g.state,
          cells: [
            ratingCell(c.ratings, c.scenario, p.general.id),
            `${STATE_LABEL[g.state] ?? g.state}${g.replaced ? ' (replaced)' : ''}`,
          ],
          ...(b.hqs[g.hq]?.captured
            ? { done: 'Captured' }
            : {
                actions: [
                  {
                    label: 'HQ captured',
                    hidden: `: ${name}`,
                    event: { type: 'capture-hq', hq: g.hq },
                    says: `${name}’s HQ captured.`,
                  },
                ],
              }),
        },
      ];
    }),
  };
}

/** The reinforcements: who, when, and (until they arrive) their arrival or its roll. */
export function arrivalEntries(b: BattleSnapshot, c: BattleContext): LogEntry<BattleEvent>[] {
  return Object.entries(b.arrivals).map(([id, a]) => {
    const when = a.arrived
      ? 'arrived'
      : a.kind === 'scheduled'
        ? `due at the end of turn ${a.turn}`
        : `from turn ${a.turn} on a d${a.roll?.die ?? ''} of ${a.roll?.target ?? ''}+${a.attempts ? ` (${a.attempts} tries)` : ''}`;
    const open = !a.arrived && b.phase !== 'game-over';
    const rolls: Action[] =
      open && a.kind === 'roll' && a.roll
        ? Array.from({ length: a.roll.die }, (_, i) => ({
            label: String(i + 1),
            ariaLabel: `Arrival roll ${i + 1}`,
            event: { type: 'arrival-roll', reinforcement: id, roll: i + 1 },
            says: `Arrival roll ${i + 1}.`,
          }))
        : [];
    return {
      text: `${sideLabel(a.side)}: ${a.units.map((u) => nameOf(c.scenario, u)).join(', ')} — ${when}`,
      actions: open
        ? [
            {
              label: 'Arrived',
              event: { type: 'arrive', reinforcement: id },
              says: 'Reinforcements arrived.',
            },
            ...rolls,
          ]
        : [],
    };
  });
}
