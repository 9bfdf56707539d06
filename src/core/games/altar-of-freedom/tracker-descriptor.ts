/**
 * Altar of Freedom's battle tracker as the generic tracker draws it: a saved game per scenario
 * with the turn and the clock, the end-of-turn steps in order, both armies' losses against their
 * break points, table rolls applied to the units involved (`ROLL_PANEL`), each
 * side's brigades, the generals and HQs, and the reinforcements due.
 */
import { countText } from '../../shared/count-text.js';
import * as v from 'valibot';
import { D6 } from '../../shared/dice.js';
import {
  attempt,
  trackerDescriptor,
  type TrackerBar,
  type TrackerControl,
  type TrackerCounter,
} from '../../shared/tracker.js';
import type { GeneralRatings } from './general-ratings.js';
import { GENERAL_RATINGS_KIND } from './general-ratings.js';
import { loadScenario, scenarioIndex } from './scenarios.js';
import type { Side } from './schema.js';
import { applyEvent, createBattle } from './tracker.js';
import { ROLL_PANEL } from './tracker-roll-panel.js';
import { breakPointOf, endOfTurnChecklist, lossesOf } from './tracker-queries.js';
import { BattleStateSchema, TRACKER_STATE_VERSION } from './tracker-schema.js';
import {
  arrivalEntries,
  brigadeTables,
  generalsTable,
  SIDES,
  sideLabel,
  type BattleContext,
} from './tracker-tables.js';
import type { BattleEvent, BattleSnapshot, BattleState } from './tracker-types.js';

const faces = Array.from({ length: D6.sides }, (_, i) => String(i + 1));

function clockControls(b: BattleState): TrackerControl<BattleEvent>[] {
  const clock = b.clock;
  const clockControl: TrackerControl<BattleEvent> = clock
    ? {
        kind: 'choose',
        id: 'clock-subtract',
        label: 'Clock roll taken off',
        options: faces.map((n) => ({ value: n, label: n })),
        initial: '1',
        button: clock.levels === 0 ? 'Start first bid level' : 'Next bid level',
        disabled: clock.expired,
        act: (n) =>
          clock.levels === 0
            ? { event: { type: 'bid-level' }, says: 'First bid level maneuvers.' }
            : {
                event: { type: 'bid-level', subtract: Number(n) },
                says: `Next bid level: ${n} off the clock.`,
              },
      }
    : {
        kind: 'choose',
        id: 'clock-controller',
        label: 'Clock control won by',
        options: SIDES.map((s) => ({ value: s.side, label: s.label })),
        initial: 'USA',
        button: 'Set the clock',
        act: (side) => ({
          event: { type: 'start-clock', controller: side === 'CSA' ? 'CSA' : 'USA' },
          says: 'Clock set.',
        }),
      };
  return [
    clockControl,
    {
      label: 'End the turn',
      primary: true,
      event: { type: 'end-turn' },
      says: 'End of turn: work through the steps in order.',
    },
  ];
}

function resultText(b: BattleState): string {
  const r = b.result;
  if (!r) return '';
  const why =
    r.reason === 'turn-limit'
      ? 'the last turn has been played; decide the winner by the scenario objectives.'
      : r.broken.length > 1
        ? 'both armies reached their break points at once: a draw.'
        : `the ${sideLabel(r.broken[0] ?? 'USA')} army reached its break point and leaves the field.`;
  return `The battle is over on turn ${r.turn}: ${why}`;
}

function bar(b: BattleState, c: BattleContext): TrackerBar<BattleEvent> {
  const clock = b.clock;
  return {
    turn: b.turn,
    lastTurn: b.lastTurn,
    facts: [
      { text: c.scenario.turns.find((t) => t.turn === b.turn)?.time ?? '' },
      {
        text: `Clock d${b.clockDie}: ${clock ? `${clock.value} left (${sideLabel(clock.controller)} control)${clock.expired ? ' — expired' : ''}` : 'not rolled yet'}`,
      },
    ],
    controls: b.phase === 'turn' ? clockControls(b) : [],
    ...(b.result ? { alert: resultText(b) } : {}),
  };
}

function army(b: BattleState, side: Side, label: string): TrackerCounter<BattleEvent> {
  const losses = lossesOf(b, side);
  const bp = breakPointOf(b, side);
  const endOfTurn = b.phase === 'end-of-turn' || b.phase === 'game-over';
  return {
    label: `${label} army`,
    class: 'army',
    value: losses.total,
    limit: bp,
    unit: 'losses (break point)',
    detail: `${countText(losses.brigades, 'brigade')}, ${countText(losses.generals, 'general')}, ${countText(losses.hqs, 'HQ')}`,
    rule: 'Victory and Defeat',
    over: losses.total >= bp,
    alert: endOfTurn
      ? `${label} army has reached its break point and leaves the field.`
      : `${label} army is at its break point: if the turn ends like this, it leaves the field.`,
  };
}

/** The battle tracker's descriptor. */
export const BATTLE_TRACKER = trackerDescriptor<BattleSnapshot, BattleContext, BattleEvent>({
  kind: 'tracker',
  stateVersion: TRACKER_STATE_VERSION,
  scenarios: () => {
    const index = scenarioIndex();
    return index.ok ? index.value.scenarios : [];
  },
  start: (slug) => {
    const r = loadScenario(slug);
    if (!r.ok) throw new Error('Scenario data failed its check.');
    return createBattle(r.value);
  },
  read: (game) => {
    const parsed = v.safeParse(BattleStateSchema, game.state);
    const scenario = game.scenario ? loadScenario(game.scenario) : null;
    if (!parsed.success || !scenario?.ok || game.stateVersion !== TRACKER_STATE_VERSION)
      return null;
    return parsed.output;
  },
  userData: GENERAL_RATINGS_KIND,
  context: (slug, entered) => {
    const scenario = slug ? loadScenario(slug) : null;
    if (!scenario?.ok) return null;
    return { scenario: scenario.value, ratings: (entered as GeneralRatings | undefined) ?? {} };
  },
  apply: (state, event) => attempt(() => applyEvent(state, event)),
  subtitle: (c) => c.scenario.title,
  bar,
  panels: [
    {
      kind: 'steps',
      id: 'eot-h',
      title: 'End of turn',
      steps: (b) =>
        b.phase === 'end-of-turn'
          ? {
              steps: endOfTurnChecklist(b).map((s) => ({ ...s.step, state: s.state })),
              done: {
                label: 'Step done',
                primary: true,
                event: { type: 'eot-step' },
                says: 'Step done.',
              },
            }
          : null,
    },
    {
      kind: 'counters',
      id: 'armies',
      class: 'armies',
      counters: (b) => SIDES.map(({ side, label }) => army(b, side, label)),
    },
    ROLL_PANEL,
    {
      kind: 'units',
      id: 'units',
      tables: (b, c) => [...brigadeTables(b, c), generalsTable(b, c)],
    },
    { kind: 'log', id: 'arrivals-h', title: 'Reinforcements', entries: arrivalEntries },
  ],
  text: {
    intro:
      'Start a new game or resume one to track a battle. Everything is saved on this device as you go, and works offline.',
  },
});
