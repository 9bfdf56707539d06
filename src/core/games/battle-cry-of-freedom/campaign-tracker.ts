/**
 * Battle Cry of Freedom's campaign tracker as the generic tracker draws it: a saved game per
 * scenario with both command point tracks (every change with its reason and phase, undoable),
 * the turn's phases A to L as steps, the hidden allocation entered privately and revealed at
 * once, the generals per theater, cards and decks, pending effects and the victory monitor.
 */
import {
  attempt,
  trackerDescriptor,
  type TrackerBar,
  type TrackerControl,
} from '../../shared/tracker.js';
import { MOVEMENT_FORM } from './campaign-forms-movement.js';
import { battleLines } from './campaign-battles.js';
import { BATTLE_DRAW_FORM, BATTLE_ORDER_FORM, RESOURCE_FORM } from './campaign-forms-battles.js';
import { battleCardLines } from './campaign-battle-cards.js';
import { movementLines, movementOf, MOVEMENT_PASSES_END } from './campaign-movement.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { scenarioSaves } from '../../shared/tracker-scenario-saves.js';
import {
  ALLOCATION_FORM,
  CP_FORM,
  DISCRETIONARY_FORM,
  GENERAL_FORM,
  REPLACEMENT_FORM,
  SWAP_FORM,
} from './campaign-forms.js';
import { CARDS_FORM, EVENT_FORM, GETTYSBURG_FORM } from './campaign-forms-play.js';
import {
  generalTables,
  notices,
  trackCounters,
  turnSteps,
  victoryEntries,
} from './campaign-panels.js';
import { applyCampaignEvent } from './campaign-reducer.js';
import { parseCampaignState } from './campaign-schema.js';
import { createCampaign } from './campaign-start.js';
import {
  CAMPAIGN_STATE_VERSION,
  type CampaignEvent,
  type CampaignSnapshot,
} from './campaign-types.js';
import { phaseOf, SIDE_LABELS, SIDES } from './phases.js';
import type { Scenario } from './scenario-types.js';
import { GETTYSBURG_DAYS, GETTYSBURG_LAST_DAY, scenarioOf, SCENARIOS } from './scenarios.js';
import { GETTYSBURG_PLACE } from './victory-data.js';

type S = WithHistory<CampaignSnapshot>;

function dayControl(s: S): TrackerControl<CampaignEvent>[] {
  if (s.result || s.day >= GETTYSBURG_LAST_DAY) return [];
  if (s.day < GETTYSBURG_DAYS.days)
    return [
      {
        label: `Day ${s.day + 1}`,
        primary: true,
        event: { type: 'next-day' },
        says: `Day ${s.day + 1} begins.`,
      },
    ];
  const free = SIDES.filter((side) => !s.battleContinues[side]);
  if (free.length === 0) return [];
  return [
    {
      kind: 'choose',
      id: 'battle-continues',
      label: 'Battle Continues played by',
      options: free.map((side) => ({ value: side, label: SIDE_LABELS[side] })),
      initial: free[0] ?? 'union',
      button: `Day ${s.day + 1}`,
      act: (side) => ({
        event: { type: 'next-day', continuedBy: side === 'confederate' ? 'confederate' : 'union' },
        says: `Day ${s.day + 1} begins.`,
      }),
    },
  ];
}

/** In Phase E, the side whose turn it is may pass. */
function movementControl(s: S): TrackerControl<CampaignEvent>[] {
  if (s.phase !== 'E' || s.result) return [];
  const m = movementOf(s);
  return [
    {
      label: `${SIDE_LABELS[m.actor]}: pass`,
      event: { type: 'movement-pass' },
      says: m.passes + 1 >= MOVEMENT_PASSES_END ? 'Strategic Movement ends.' : 'Passed.',
    },
  ];
}

function bar(s: S, c: Scenario): TrackerBar<CampaignEvent> {
  const p = phaseOf(s.phase);
  const gettysburg = c.victory === 'gettysburg';
  return {
    turn: s.turn,
    facts: gettysburg
      ? [{ text: `Day ${s.day} · Confederate initiative`, rule: GETTYSBURG_PLACE }]
      : [{ text: `Phase ${p.letter}: ${p.name}`, rule: p.place }],
    controls: gettysburg ? dayControl(s) : movementControl(s),
    ...(s.result
      ? {
          alert: `${s.result.winner === 'draw' ? 'A draw' : `${SIDE_LABELS[s.result.winner]} win`}: ${s.result.reason}`,
        }
      : {}),
  };
}

/** The campaign tracker's descriptor. */
export const CAMPAIGN_TRACKER = trackerDescriptor<CampaignSnapshot, Scenario, CampaignEvent>({
  ...scenarioSaves({
    stateVersion: CAMPAIGN_STATE_VERSION,
    scenarios: SCENARIOS,
    start: createCampaign,
    parse: parseCampaignState,
  }),
  context: (slug) => scenarioOf(slug),
  apply: (state, event) => attempt(() => applyCampaignEvent(state, event)),
  subtitle: (c) => c.title,
  bar,
  panels: [
    { kind: 'counters', id: 'tracks', class: 'summary', counters: trackCounters },
    { kind: 'steps', id: 'phases-h', title: 'The turn', steps: turnSteps, rulings: ['A25'] },
    { kind: 'log', id: 'notices-h', title: 'Now and pending', entries: notices },
    {
      kind: 'log',
      id: 'movement-h',
      title: 'Strategic Movement',
      entries: (s) => movementLines(s).map((text) => ({ text })),
    },
    MOVEMENT_FORM,
    {
      kind: 'log',
      id: 'battles-h',
      title: 'Battles and draws',
      entries: (s) => battleLines(s).map((text) => ({ text })),
    },
    BATTLE_ORDER_FORM,
    BATTLE_DRAW_FORM,
    RESOURCE_FORM,
    ALLOCATION_FORM,
    DISCRETIONARY_FORM,
    GETTYSBURG_FORM,
    CP_FORM,
    { kind: 'log', id: 'victory-h', title: 'Victory', entries: victoryEntries },
    { kind: 'log', id: 'battle-cards-h', title: 'Battle cards', entries: battleCardLines },
    { kind: 'units', id: 'generals', tables: generalTables },
    REPLACEMENT_FORM,
    GENERAL_FORM,
    SWAP_FORM,
    CARDS_FORM,
    EVENT_FORM,
  ],
  history: (s) =>
    [...s.history, s]
      .slice(1)
      .map((snap, i) => ({
        index: i + 1,
        when: `Turn ${snap.turn}, ${snap.scenario === 'gettysburg' ? `day ${snap.day}` : `phase ${snap.phase}`}`,
        text: snap.note,
        undoSteps: s.history.length - i,
      }))
      .reverse(),
  jump: [
    ['phases-h', 'Turn'],
    ['cp-form-h', 'Points'],
    ['victory-h', 'Victory'],
    ['generals-union-east', 'Generals'],
    ['cards-form-h', 'Cards'],
    ['history-h', 'Changes'],
  ],
  print: { title: 'Campaign' },
  text: {
    intro:
      'Start a new game or resume one to keep both command point tracks, the turn’s phases, the generals, decks and hands, pending effects and the victory check. Everything is saved on this device as you go, and works offline.',
    opened: 'Opened',
    afterDeleted: 'Start or open a game below.',
    noHistory: 'Nothing recorded yet: the scenario stands as set up.',
  },
});
