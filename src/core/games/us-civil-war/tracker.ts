/**
 * The U.S. Civil War turn tracker as the generic tracker draws it: a saved game per scenario
 * (S1–S3, or the Campaign Game from any of their starts) with the sequence of play phase by
 * phase and the turn's scheduled events, the Status Track, the Border States, the Displaced
 * Boxes, the strategic moves, the Forts being built, the cards in hand, the leader roster, the
 * Isolated Groups kept from turn to turn, the naval state (Naval Pool, Ironclads), and the
 * optional rules in use with the Army markers (22.1, 22.4, 22.5). Seasons,
 * benchmarks and leader changes come from the players' Turn Record Track (ruling G5); the decks'
 * make-up from their entered card decks (ruling G9).
 */
import { attempt, trackerDescriptor } from '../../shared/tracker.js';
import { snapshotChanges } from '../../shared/tracker-history.js';
import { scenarioSaves } from '../../shared/tracker-scenario-saves.js';
import { ARMY_FORM, armyCounters, armyTables, optionalTables } from './army-panel.js';
import { CARD_DECKS_USER_DATA } from './cards-deck-data.js';
import { DISPLACE_FORM, displacedTables } from './displaced-panel.js';
import { FORT_FORM, fortTables } from './fort-timer-panel.js';
import { LEADER_FORM, leaderTables } from './leaders-panel.js';
import { MERGE_FORM, SPLIT_FORM } from './isolated-combine-panel.js';
import { ISOLATE_FORM, isolatedTables } from './isolated-panel.js';
import { navalCounters, SUNK_FORM } from './naval-panel.js';
import { handCounters, handTables } from './sac-panel.js';
import { RAIL_FORM } from './rail-bonus-panel.js';
import { PLAY_FORM } from './sac-play-panel.js';
import { STRATEGIC_FORM, strategicTables } from './strategic-panel.js';
import { uscwContext, type UscwContext } from './tracker-context.js';
import { uscwBar, uscwBorder, uscwStatus, uscwSteps, uscwTurnLog } from './tracker-panels.js';
import { applyUscwEvent } from './tracker-reducer.js';
import { TRACKER_SCENARIOS } from './tracker-scenarios.js';
import { parseUscwState } from './tracker-schema.js';
import { createUscw } from './tracker-start.js';
import { USCW_TRACKER_VERSION, type UscwEvent, type UscwSnapshot } from './tracker-types.js';
import { TURN_RECORD_USER_DATA } from './turn-record-data.js';
import { phaseById } from './turn-phases.js';

/** The turn tracker's descriptor. */
export const USCW_TRACKER = trackerDescriptor<UscwSnapshot, UscwContext, UscwEvent>({
  ...scenarioSaves({
    stateVersion: USCW_TRACKER_VERSION,
    scenarios: TRACKER_SCENARIOS,
    start: createUscw,
    parse: parseUscwState,
  }),
  userData: TURN_RECORD_USER_DATA,
  alsoReads: [CARD_DECKS_USER_DATA],
  context: uscwContext,
  apply: (state, event) => attempt(() => applyUscwEvent(state, event)),
  subtitle: (c) => c.game.title,
  bar: uscwBar,
  panels: [
    { kind: 'steps', id: 'turn-h', title: 'The turn', steps: uscwSteps },
    { kind: 'log', id: 'this-turn-h', title: 'This turn', entries: uscwTurnLog, rulings: ['G5'] },
    { kind: 'counters', id: 'status-h', title: 'Status Track', counters: uscwStatus },
    { kind: 'units', id: 'border', tables: (s) => uscwBorder(s) },
    { kind: 'counters', id: 'cards-h', title: 'Special Action Cards', counters: handCounters },
    { kind: 'units', id: 'cards', tables: handTables },
    PLAY_FORM,
    { kind: 'units', id: 'displaced', tables: (s) => displacedTables(s) },
    DISPLACE_FORM,
    { kind: 'units', id: 'strategic', tables: strategicTables },
    STRATEGIC_FORM,
    RAIL_FORM,
    { kind: 'units', id: 'forts', tables: (s) => fortTables(s) },
    FORT_FORM,
    { kind: 'units', id: 'leaders', tables: (s) => leaderTables(s) },
    LEADER_FORM,
    { kind: 'units', id: 'isolated', tables: (s) => isolatedTables(s) },
    ISOLATE_FORM,
    MERGE_FORM,
    SPLIT_FORM,
    { kind: 'counters', id: 'naval-h', title: 'Naval (Advanced Game)', counters: navalCounters },
    SUNK_FORM,
    { kind: 'units', id: 'optional', tables: (s) => optionalTables(s) },
    { kind: 'counters', id: 'army-supply', counters: (s) => armyCounters(s) },
    { kind: 'units', id: 'armies', tables: (s) => armyTables(s) },
    ARMY_FORM,
  ],
  history: (s) =>
    snapshotChanges(s, (snap) => ({
      when: `Turn ${snap.turn}, ${snap.phase === 'action' ? `Action Phase ${snap.action}` : phaseById(snap.phase).name}`,
      text: snap.note,
    })),
  jump: [
    ['turn-h', 'Turn'],
    ['status-h', 'Status'],
    ['displaced-union', 'Displaced'],
    ['strategic-union', 'Strategic'],
    ['forts-h', 'Forts'],
    ['leaders-union', 'Generals'],
    ['isolated-union', 'Isolated'],
    ['naval-h', 'Naval'],
    ['optional-h', 'Optional'],
    ['history-h', 'Changes'],
  ],
  print: { title: 'Turn tracker' },
  text: {
    intro:
      'Start a new game or resume one to walk the sequence of play phase by phase with each turn’s events, and keep the Status Track, the Border States, the Displaced Boxes, strategic moves, Forts being built, cards in hand, the Generals, Isolated Groups and the naval pieces. Everything is saved on this device as you go, and works offline.',
    opened: 'Opened',
    afterDeleted: 'Start or open a game below.',
    noHistory: 'Nothing recorded yet: the scenario stands as set up.',
  },
});
