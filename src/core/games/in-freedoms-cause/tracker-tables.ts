/**
 * In Freedom's Cause: the unit tracker as tables for the generic shell: each brigade's units
 * with their figures, casualty bracket, formation, state and orders (and the buttons that flip
 * them), the brigades' and armies' morale, and the tests due now. Pure views of the state.
 */
import type { WithHistory } from '../../shared/tracker-history.js';
import type {
  LogEntry,
  TrackerAction,
  TrackerCounter,
  UnitRow,
  UnitTable,
} from '../../shared/tracker.js';
import { countText } from '../../shared/count-text.js';
import { signed } from '../../shared/signed.js';
import type { Inputs } from '../../shared/types.js';
import { generalsWith, rollsDue } from './tracker-general-views.js';
import { bracketText } from './casualty-brackets.js';
import { MORALE_TEST, firstTestAt } from './morale-data.js';
import { testQuality } from './morale-test.js';
import { qualityById } from './quality.js';
import { REMOVAL_LABEL, SIDE_LABEL } from './tracker-reducer.js';
import {
  armyDue,
  armyInputs,
  brigadeDue,
  brigadeInputs,
  brigadesOf,
  unitBracket,
  unitsOf,
} from './tracker-morale.js';
import { FORMATION_LABELS, troopType } from './troop-types.js';
import type { IfcEvent, IfcSnapshot, Side, TrackedBrigade, TrackedUnit } from './tracker-types.js';
import { weapon } from './weapons.js';

type S = WithHistory<IfcSnapshot>;
type Action = TrackerAction<IfcEvent>;

/** The sides, Union first. */
export const SIDES: readonly Side[] = ['union', 'confederate'];

const RULE = MORALE_TEST.rule;

function unitActions(u: TrackedUnit, brigadierFallen: boolean): Action[] {
  if (u.removed) return [];
  const on = (label: string, event: IfcEvent, says: string): Action => ({
    label,
    hidden: `: ${u.name}`,
    event,
    says,
  });
  return [
    on(
      u.disordered ? 'Reform' : 'Disorder',
      { type: 'disorder', unit: u.id, disordered: !u.disordered },
      `${u.name} ${u.disordered ? 'reformed' : 'disordered'}.`,
    ),
    on(
      u.acted ? 'Not acted' : 'Acted',
      { type: 'acted', unit: u.id, acted: !u.acted },
      `${u.name} ${u.acted ? 'has not acted' : 'has acted'}.`,
    ),
    ...(brigadierFallen
      ? []
      : [
          on(
            u.general ? 'Brigadier leaves' : 'Brigadier joins',
            { type: 'general', unit: u.id, general: !u.general },
            u.general ? 'The brigadier leaves.' : 'The brigadier joins.',
          ),
        ]),
    ...(u.fixedDefend
      ? []
      : [
          on(
            u.orders === 'attack' ? 'Defend' : 'Attack',
            { type: 'orders', unit: u.id, orders: u.orders === 'attack' ? 'defend' : 'attack' },
            `${u.name}: ${u.orders === 'attack' ? 'Defend' : 'Attack'} orders.`,
          ),
        ]),
  ];
}

function unitRow(s: IfcSnapshot, u: TrackedUnit): UnitRow<IfcEvent> {
  const { lost, bracket } = unitBracket(u);
  const formation = u.formation ? FORMATION_LABELS[u.formation] : 'No formation';
  const generals = generalsWith(s, u);
  const orders = `${u.orders === 'attack' ? 'Attack' : 'Defend'}${u.fixedDefend ? ' for good' : ''}`;
  const notes = [
    orders,
    ...(generals.length ? [`General with Unit: ${generals.join(', ')}`] : []),
    ...(u.acted ? ['acted'] : []),
  ];
  return {
    id: u.id,
    name: u.name,
    note: `${troopType(u.type).label}, ${qualityById(u.quality).label} · ${weapon(u.weapon).label}`,
    ...(u.removed ? { class: 'gone' } : {}),
    cells: [
      {
        text: `${u.figures} of ${u.start}`,
        note: `${lost} lost · bracket ${bracketText(bracket)}`,
      },
      u.removed
        ? { text: REMOVAL_LABEL[u.removed], class: 'bad' }
        : {
            text: `${formation}, ${u.disordered ? 'Disordered' : 'Ordered'}`,
            note: notes.join(' · '),
          },
    ],
    actions: unitActions(u, s.brigades.find((b) => b.id === u.brigade)?.generalFallen ?? false),
    done: 'Out of play',
  };
}

/** One table per brigade: its units. */
export function unitTables(s: S): UnitTable<IfcEvent>[] {
  return s.brigades.map((b) => ({
    id: `units-${b.id}`,
    title: `${b.name} (${SIDE_LABEL[b.side]})${b.broken ? ': broken' : ''}`,
    caption: `Units of ${b.name}: troops, figures and casualty bracket, formation, state and orders.`,
    columns: ['Unit', 'Figures', 'State'],
    rows: unitsOf(s, b.id).map((u) => unitRow(s, u)),
  }));
}

function brigadeState(s: S, b: TrackedBrigade): string {
  if (b.broken) return 'Broken: Defend for good';
  const due = brigadeDue(s, b);
  if (due.due) return b.passed ? `Re-test due (${b.passed} passed)` : 'Test due';
  return b.passed ? `Passed ${b.passed}` : 'Not tested';
}

/** When the brigade's next test comes: at half, or after a pass one unit past the losses so far. */
function lostNote(b: TrackedBrigade, inputs: Inputs, total: number, guns: number): string {
  const gunsNote =
    guns > 0
      ? `; its ${guns} attached gun section${guns === 1 ? '' : 's'} counted (ruling G15)`
      : '';
  if (b.passed === 0 || b.broken) return `first test at ${firstTestAt(total)}${gunsNote}`;
  const atFirst = Number(inputs['lostAtFirst']);
  return `first tested at ${atFirst}; re-test at ${atFirst + b.passed}${gunsNote}`;
}

/** The brigades' morale: losses against the count that brings a test, and the state. */
export function brigadeTable(s: S): UnitTable<IfcEvent> {
  return {
    id: 'brigades',
    title: 'Brigade morale',
    caption: 'Each brigade: units lost with its brigadier, its majority quality and its test.',
    columns: ['Brigade', 'Lost', 'Quality', 'Morale'],
    rows: s.brigades.map((b) => {
      const inputs = brigadeInputs(s, b);
      const total = unitsOf(s, b.id).length + 1;
      const lost = Number(inputs['lost']) + (b.generalFallen ? 1 : 0);
      const q = testQuality(inputs);
      return {
        id: b.id,
        name: `${b.name} (${SIDE_LABEL[b.side]})`,
        cells: [
          {
            text: `${lost} of ${total}`,
            note: lostNote(
              b,
              inputs,
              total,
              unitsOf(s, b.id).filter((u) => u.type.endsWith('artillery')).length,
            ),
          },
          q ? `${q.label} (${q.moraleTarget}+)` : '—',
          { text: brigadeState(s, b), class: b.broken ? 'bad' : '' },
        ],
        actions: b.generalFallen
          ? []
          : [
              {
                label: 'Brigadier falls',
                hidden: `: ${b.name}`,
                event: { type: 'brigadier-falls', brigade: b.id },
                says: `The brigadier of ${b.name} has fallen.`,
              },
            ],
        done: 'Brigadier fallen',
      };
    }),
  };
}

const ARMY_STATE = {
  fighting: 'Fighting',
  defend: 'Holding: Defend for good',
  'left-field': 'Left the field',
} as const;

/** Each army: brigades broken (divisional generals counted) against the count that brings a test. */
export function armyCounters(s: S): TrackerCounter<IfcEvent>[] {
  return SIDES.map((side) => {
    const a = s.armies[side];
    const i = armyInputs(s, side);
    const generals = Number(i['divisional']);
    const fallen = Number(i['divisionalFallen']);
    const total = brigadesOf(s, side).length + generals;
    const due = armyDue(s, side);
    const label = SIDE_LABEL[side];
    return {
      label: `${label} army`,
      class: 'army',
      value: Number(i['broken']) + fallen,
      limit: Math.max(1, firstTestAt(total)),
      unit: 'broken that bring the first test',
      detail: `${ARMY_STATE[a.state]} · ${countText(brigadesOf(s, side).length, 'brigade')} and ${countText(generals, 'divisional general')} (${fallen} fallen), each counted as a brigade${a.passed ? ` · ${a.passed} passed` : ''}`,
      rule: RULE,
      over: due.due,
      alert: `${label} army: a morale test is due.`,
    };
  });
}

/** The rolls due now: general casualty rolls, then brigades' and armies' tests, each to be rolled in the roll panel. */
export function testsDue(s: S): LogEntry<IfcEvent>[] {
  const brigades = s.brigades
    .filter((b) => brigadeDue(s, b).due)
    .map((b) => ({
      text: `${b.name}: brigade morale ${b.passed ? `re-test at ${signed(MORALE_TEST.retestPenalty * b.passed)}` : 'test'} due (${RULE}).`,
    }));
  const armies = SIDES.filter((side) => armyDue(s, side).due).map((side) => ({
    text: `${SIDE_LABEL[side]} army: army morale ${s.armies[side].passed ? 're-test' : 'test'} due (${RULE}).`,
  }));
  return [...rollsDue(s), ...brigades, ...armies];
}

/** The tests taken, newest first. */
export function testLog(s: S): LogEntry<IfcEvent>[] {
  return [...s.tests].reverse().map((t) => ({ text: `Turn ${t.turn}: ${t.text}` }));
}
