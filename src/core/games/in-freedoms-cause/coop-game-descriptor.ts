/**
 * In Freedom's Cause's coop/solo engine as the generic tracker draws it: a saved game with the
 * INITIATIVE button (the game's own panel, which rolls the dice), the encounters log the game
 * master may ignore, change or add to, the enemy units in play, and the initiative log. The
 * initiative and the encounters are Haversack's open model (ruling G13); its parameters are the
 * model page's, read as the player's entered data, so a group that shares them plays the same AI.
 */
import { attempt, trackerDescriptor, type TrackerBar } from '../../shared/tracker.js';
import { snapshotChanges, type WithHistory } from '../../shared/tracker-history.js';
import { COOP_RULE } from './coop-data.js';
import { ADD_FORM, EDIT_FORM, SETUP_FORM } from './coop-game-forms.js';
import { UNIT_FORM } from './coop-game-unit-form.js';
import { encounterLog, enemyTable, pressLog } from './coop-game-logs.js';
import { applyCoopEvent, enemyOf } from './coop-game-reducer.js';
import { parseCoopState } from './coop-game-schema.js';
import { COOP_GAME_VERSION, type CoopEvent, type CoopSnapshot } from './coop-game-types.js';
import { MAIN_KINDS } from './encounter-vocab.js';
import { MODEL_USER_DATA, valuesOf, type ParamValues } from './model-params.js';
import { SIDE_LABEL } from './tracker-reducer.js';

type S = WithHistory<CoopSnapshot>;

/** What the coop panels read beside the state: the model's parameters as the player set them. */
export interface CoopContext {
  readonly values: ParamValues;
}

/** The one way to start: a coop/solo game, set up on its first page. */
const SCENARIO = { slug: 'coop', title: 'A coop/solo game' } as const;

/** How far the game has come: no contact, pickets met, the main force met. */
export function stageText(s: CoopSnapshot): string {
  const met = s.encounters.filter((e) => !e.ignored).map((e) => e.kind);
  if (met.some((k) => MAIN_KINDS.includes(k))) return 'Main force met: reinforcements may follow';
  return met.includes('pickets') ? 'Pickets met: the enemy is aware' : 'No contact yet';
}

function bar(s: S): TrackerBar<CoopEvent> {
  const last = s.presses.at(-1);
  return {
    turn: s.presses.length,
    turnLabel: 'Press',
    rule: COOP_RULE,
    facts: s.players
      ? [
          {
            text: `Players: ${SIDE_LABEL[s.players]}, ${String(s.playerUnits ?? 0)} units; enemy: ${SIDE_LABEL[enemyOf(s.players)]}`,
          },
          {
            text: last ? `Last press: ${SIDE_LABEL[last.side]} acts` : 'No press yet',
            rule: 'Initiative',
          },
          { text: stageText(s) },
        ]
      : [{ text: 'Set up the game below to start pressing INITIATIVE.' }],
    controls: [],
  };
}

/** The coop/solo engine's descriptor. */
export const COOP_TRACKER = trackerDescriptor<CoopSnapshot, CoopContext, CoopEvent>({
  kind: 'tracker',
  stateVersion: COOP_GAME_VERSION,
  scenarios: () => [SCENARIO],
  start: (scenario) => ({
    scenario,
    players: null,
    playerUnits: null,
    presses: [],
    encounters: [],
    broken: [],
    next: 1,
    note: 'New coop/solo game.',
    history: [],
  }),
  read: (game) =>
    game.stateVersion === COOP_GAME_VERSION && game.scenario === SCENARIO.slug
      ? parseCoopState(game.state)
      : null,
  userData: MODEL_USER_DATA,
  context: (scenario, entered) =>
    scenario === SCENARIO.slug ? { values: valuesOf(entered) } : null,
  apply: (state, event) => attempt(() => applyCoopEvent(state, event)),
  bar,
  panels: [
    SETUP_FORM,
    { kind: 'custom', id: 'initiative', rulings: ['G12'] },
    {
      kind: 'log',
      id: 'encounters-h',
      title: 'Encounters',
      entries: encounterLog,
      rulings: ['G13', 'G14'],
    },
    { kind: 'units', id: 'enemy-units', tables: enemyTable, rulings: ['A26', 'A32'] },
    EDIT_FORM,
    ADD_FORM,
    UNIT_FORM,
    { kind: 'log', id: 'presses-h', title: 'Initiative log', entries: pressLog },
  ],
  history: (s) =>
    snapshotChanges(s, (snap) => ({
      when: `Press ${String(snap.presses.length)}`,
      text: snap.note,
    })),
  jump: [
    ['initiative-h', 'Initiative'],
    ['encounters-h', 'Encounters'],
    ['edit-h', 'Change'],
    ['presses-h', 'Presses'],
  ],
  print: { title: 'Coop/solo encounters' },
  text: {
    intro:
      'Start a coop/solo game or resume one: press INITIATIVE for every action, and the encounters it brings are kept in a log on this device, even after the app is closed. The initiative and the encounters are Haversack’s model, not the publisher’s app.',
    opened: 'Opened',
    noHistory: 'Nothing recorded yet: set up the game, then press INITIATIVE.',
  },
});
