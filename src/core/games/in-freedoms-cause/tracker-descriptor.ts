/**
 * In Freedom's Cause's unit tracker as the generic tracker draws it: a saved battle (Haversack's
 * sample, or forces the player enters) with the turn and the initiative, the general casualty
 * rolls and morale tests due now, both armies' broken brigades against their test, the brigades'
 * losses and tests with the divisional generals, the roll panel, each brigade's units, the forms
 * that enter forces and changes, and the record of tests taken. The official app keeps no unit
 * state, so the forces are entered by the player or the sample is loaded.
 */
import { ATTACH_NOTE, ORDERS_CHANGE_NOTE, ORDERS_RULE } from './command.js';
import {
  attempt,
  trackerDescriptor,
  type TrackerBar,
  type TrackerControl,
} from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { BRIGADE_FORM, CHANGE_FORM, UNIT_FORM } from './tracker-forms.js';
import { ATTACH_FORM, DIVISIONAL_FORM } from './tracker-general-forms.js';
import { divisionalTable } from './tracker-general-views.js';
import { applyIfcEvent, SIDE_LABEL } from './tracker-reducer.js';
import { newBattle } from './tracker-start.js';
import { SAMPLE_SLUG, sampleBattle } from './tracker-sample.js';
import { IFC_ROLL_PANEL } from './tracker-roll-panel.js';
import { parseIfcState } from './tracker-schema.js';
import {
  armyCounters,
  brigadeTable,
  SIDES,
  testLog,
  testsDue,
  unitTables,
} from './tracker-tables.js';
import { IFC_TRACKER_VERSION, type IfcEvent, type IfcSnapshot } from './tracker-types.js';

type S = WithHistory<IfcSnapshot>;

/**
 * The ways to start: Haversack's sample battle first (a new player's one tap), or a battle whose
 * forces the player enters.
 */
const scenarios = [
  { slug: SAMPLE_SLUG, title: 'Haversack’s sample battle (ready to play)' },
  { slug: 'battle', title: 'A battle (enter your forces)' },
] as const;

function controls(s: S): TrackerControl<IfcEvent>[] {
  return [
    {
      kind: 'choose',
      id: 'initiative',
      label: 'Initiative to',
      options: SIDES.map((side) => ({ value: side, label: SIDE_LABEL[side] })),
      initial: s.initiative ?? 'union',
      button: 'Give initiative',
      act: (v) => {
        const side = v === 'confederate' ? 'confederate' : 'union';
        return { event: { type: 'initiative', side }, says: `Initiative: ${SIDE_LABEL[side]}.` };
      },
    },
    {
      label: 'Next turn',
      primary: true,
      event: { type: 'next-turn' },
      says: `Turn ${s.turn + 1}: every unit may act again.`,
    },
  ];
}

function bar(s: S): TrackerBar<IfcEvent> {
  const inPlay = s.units.filter((u) => !u.removed);
  const left = SIDES.filter((side) => s.armies[side].state === 'left-field');
  return {
    turn: s.turn,
    facts: [
      {
        text: `Initiative: ${s.initiative ? SIDE_LABEL[s.initiative] : 'not given yet'}`,
        rule: 'Initiative',
      },
      { text: `${inPlay.filter((u) => u.acted).length} of ${inPlay.length} units have acted` },
      { text: ORDERS_CHANGE_NOTE, rule: ORDERS_RULE },
      { text: ATTACH_NOTE, rule: ORDERS_RULE },
    ],
    controls: controls(s),
    ...(left.length
      ? {
          alert: `${left.map((side) => SIDE_LABEL[side]).join(' and ')} army has left the field.`,
        }
      : {}),
  };
}

/** The unit tracker's descriptor. */
export const IFC_TRACKER = trackerDescriptor<IfcSnapshot, unknown, IfcEvent>({
  kind: 'tracker',
  stateVersion: IFC_TRACKER_VERSION,
  scenarios: () => scenarios,
  start: (slug) => (slug === SAMPLE_SLUG ? sampleBattle() : newBattle(slug)),
  read: (game) => {
    if (!scenarios.some((x) => x.slug === game.scenario)) return null;
    return parseIfcState(game.state, game.stateVersion);
  },
  context: (slug) => (scenarios.some((x) => x.slug === slug) ? {} : null),
  apply: (state, event) => attempt(() => applyIfcEvent(state, event)),
  bar,
  panels: [
    { kind: 'log', id: 'due-h', title: 'Rolls and tests due', entries: testsDue },
    { kind: 'counters', id: 'armies', class: 'armies', counters: armyCounters },
    {
      kind: 'units',
      id: 'brigade-morale',
      tables: (s) => [brigadeTable(s), ...(s.generals.length ? [divisionalTable(s)] : [])],
      rulings: ['C12', 'A15'],
    },
    IFC_ROLL_PANEL,
    { kind: 'units', id: 'units', tables: unitTables },
    CHANGE_FORM,
    UNIT_FORM,
    BRIGADE_FORM,
    DIVISIONAL_FORM,
    ATTACH_FORM,
    { kind: 'log', id: 'tests-h', title: 'Tests taken', entries: testLog },
  ],
  history: (s) =>
    [...s.history, s]
      .slice(1)
      .map((snap, i) => ({
        index: i + 1,
        when: `Turn ${snap.turn}`,
        text: snap.note,
        undoSteps: s.history.length - i,
      }))
      .reverse(),
  jump: [
    ['brigades', 'Morale'],
    ['roll-h', 'Roll'],
    ['unit-change-h', 'Changes'],
    ['add-unit-h', 'Add'],
    ['history-h', 'History'],
  ],
  print: { title: 'Unit tracker' },
  text: {
    intro:
      'Start a new battle or resume one to keep every unit’s figures, formation, disorder and orders, and each brigade’s and army’s morale. Everything is saved on this device as you go, and works offline.',
    opened: 'Opened',
    noHistory: 'No change recorded yet. In a battle of your own, add a brigade, then its units.',
  },
});
