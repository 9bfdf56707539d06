/**
 * The Price of Freedom's War Effort and blockade tracker as the generic tracker draws it: the
 * turn and its order, both War Effort levels and the gap against the victory thresholds, then
 * the game's own panels (each side's ledger, the events, region control, the blockade, forces,
 * victory), and every change listed and undoable back to any point.
 */
import { signed } from '../../shared/signed.js';
import {
  attempt,
  trackerDescriptor,
  type TrackerBar,
  type TrackerCounter,
} from '../../shared/tracker.js';
import { COASTAL_FORM } from './coastal-form.js';
import { LAST_TURN, NATION_LABELS, VICTORY } from './constants.js';
import { loadGameData, type GameData } from './setup.js';
import { applyCampaignEvent } from './tracker.js';
import { campaignHistory, regionNames, type RegionNames } from './tracker-describe.js';
import { CAMPAIGN_SCENARIO, CAMPAIGN_STATE_VERSION, parseCampaignState } from './tracker-schema.js';
import { createCampaign } from './tracker-setup.js';
import type { CampaignEvent, CampaignSnapshot, CampaignState } from './tracker-types.js';
import { turnSummary } from './turn-info.js';
import { warEffortLedger } from './war-effort.js';

/** What the panels read beside the campaign: the game's set-up data and the regions' names. */
export interface WarEffortContext {
  readonly data: GameData;
  readonly names: RegionNames;
}

let loaded: WarEffortContext | null | undefined;
/** The set-up data and region names, read once when a tracker first needs them. */
function context(): WarEffortContext | null {
  if (loaded === undefined) {
    // Before the game's files are fetched there is nothing to keep: ask again next time.
    const data = loadGameData();
    if (!data.ok) return null;
    loaded = { data: data.value, names: regionNames(data.value.setup) };
  }
  return loaded;
}

function bar(c: CampaignState, ctx: WarEffortContext): TrackerBar<CampaignEvent> {
  const record = ctx.data.setup.turns.find((t) => t.turn === c.turn);
  const { order } = turnSummary(c);
  const first = order.reinforcesFirst;
  return {
    turn: c.turn,
    lastTurn: LAST_TURN,
    rule: '§9.1',
    facts: [
      ...(record
        ? [{ text: record.period, ...(record.periodInferred ? { badge: 'dates inferred' } : {}) }]
        : []),
      {
        text: `Initiative: ${NATION_LABELS[order.initiative]} · ${first ? `first to reinforce: ${NATION_LABELS[first]}` : 'no card or reinforcement phase'}`,
        rule: order.rule,
      },
    ],
    controls: [
      {
        kind: 'pick',
        id: 'go-to-turn',
        label: 'Go to turn',
        options: Array.from({ length: LAST_TURN }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        })),
        value: String(c.turn),
        choose: (t) => ({
          event: { type: 'set-turn', turn: Number(t) },
          says: `Turn set to ${t}.`,
        }),
      },
      {
        label: 'Next turn',
        primary: true,
        disabled: c.turn >= LAST_TURN,
        event: { type: 'next-turn' },
        says: `Turn ${c.turn + 1} begins.`,
      },
    ],
  };
}

function levels(c: CampaignState): TrackerCounter<CampaignEvent>[] {
  const usa = warEffortLedger(c, 'usa').total;
  const csa = warEffortLedger(c, 'csa').total;
  const threshold = c.draftPlayed ? VICTORY.politicalGapDraft : VICTORY.politicalGap;
  return [
    { label: 'Union War Effort', class: 'level usa', value: usa, rule: '§4.2' },
    { label: 'Confederate War Effort', class: 'level csa', value: csa, rule: '§4.1' },
    {
      label: 'Gap, Union − Confederate',
      class: 'level gap',
      value: usa - csa,
      text: signed(usa - csa),
      detail: `Dixie if below 0 (§3.1.1) · political at the end of Turn ${VICTORY.politicalTurn} if below ${threshold} (§3.1.2) · attritional at ${VICTORY.attritionalGap} or more (§3.2.1)`,
    },
  ];
}

/** The War Effort tracker's descriptor. */
export const WAR_EFFORT_TRACKER = trackerDescriptor<
  CampaignSnapshot,
  WarEffortContext,
  CampaignEvent
>({
  kind: 'tracker',
  stateVersion: CAMPAIGN_STATE_VERSION,
  scenarios: () => [CAMPAIGN_SCENARIO],
  start: () => {
    const ctx = context();
    if (!ctx) throw new Error('The game’s set-up data failed its check.');
    return createCampaign(ctx.data.setup);
  },
  read: (game) => {
    const parsed = parseCampaignState(game.state);
    return parsed.ok &&
      game.stateVersion === CAMPAIGN_STATE_VERSION &&
      game.scenario === CAMPAIGN_SCENARIO.slug
      ? parsed.value
      : null;
  },
  context,
  apply: (state, event) => attempt(() => applyCampaignEvent(state, event)),
  bar,
  panels: [
    { kind: 'counters', id: 'levels', class: 'summary', counters: levels },
    { kind: 'custom', id: 'ledgers', rulings: ['A1'] },
    { kind: 'custom', id: 'events' },
    { kind: 'custom', id: 'regions' },
    { kind: 'custom', id: 'blockade' },
    COASTAL_FORM,
    { kind: 'custom', id: 'deploy' },
    { kind: 'custom', id: 'victory' },
  ],
  history: (c, ctx) =>
    campaignHistory(c, ctx.names).map((e) => ({
      index: e.index,
      when: `Turn ${e.turn}`,
      text: e.changes.join(' '),
      undoSteps: e.undoSteps,
    })),
  jump: [
    ['ledger-usa', 'War Effort'],
    ['events-h', 'Events'],
    ['regions-h', 'Regions'],
    ['blockade-h', 'Blockade'],
    ['deploy-h', 'Forces'],
    ['victory-h', 'Victory'],
    ['history-h', 'Changes'],
  ],
  print: { title: 'War Effort and blockade' },
  text: {
    intro:
      'Start a new game or resume one to track both War Efforts, the blockade, the forces on the map and the victory check. Everything is saved on this device as you go, and works offline.',
    opened: 'Opened',
    afterDeleted: 'Start or open a game below.',
    noHistory: 'Nothing recorded yet: the war stands as set up.',
  },
});
