/**
 * Battle Cry of Freedom's combat ledger as the generic tracker draws it: a battle (or the
 * Gettysburg scenario's days, or a worked battle to replay), both sides' values and the margin,
 * the volley and the passes, the cards with cancel and restore, the generals, the forms to play
 * a card or bring a general in, and the result with the battle card's split once both have
 * passed. Every change is listed and undoable back to any point.
 */
import * as v from 'valibot';
import {
  attempt,
  trackerDescriptor,
  type TrackerBar,
  type TrackerControl,
  type TrackerPanel,
} from '../../shared/tracker.js';
import { handTables } from './ledger-hand.js';
import { LEDGER_LINK } from './ledger-report.js';
import { setting, setupLines } from './ledger-setup.js';
import { recordStep, snapshotOf, type WithHistory } from '../../shared/tracker-history.js';
import { BATTLE_CONTINUES, COMBAT_PLACE, SIDE_LABEL, SIDES } from './combat-data.js';
import { GENERAL_FORM, PLAY_FORM, REVALUE_FORM } from './combat-forms.js';
import { BATTLE_FORM, LIMITS_FORM, RESULT_FORM } from './combat-forms-battle.js';
import {
  cardTables,
  exampleSteps,
  generalTables,
  resultLines,
  standingCounters,
  volleyCounters,
} from './combat-panels.js';
import { LedgerStateSchema, LEDGER_STATE_VERSION } from './combat-schema.js';
import { battleLine, marginWords } from './combat-words.js';
import { lastDay, mayContinue, standing } from './ledger.js';
import { reduceLedger } from './ledger-reduce.js';
import { LEDGER_STARTS, startLedger } from './ledger-start.js';
import { describeChange } from './ledger-text.js';
import type { LedgerContext, LedgerEvent, LedgerSnapshot } from './ledger-types.js';
import { CARD_USER_DATA, type CardData } from './card-entry.js';
import {
  afterBattleFold,
  battleFold,
  generalsFold,
  handsFold,
  keyInFold,
  limitsFold,
  playedFold,
  revalueFold,
  splitFold,
  valuesFold,
  volleyFold,
} from './ledger-folds.js';

type S = WithHistory<LedgerSnapshot>;

export type { LedgerContext } from './ledger-types.js';

/** The ledger after `event`, its change described; throws a RangeError when refused. */
export function applyLedger(state: S, event: LedgerEvent): S {
  return recordStep(state, (s) => {
    const after = reduceLedger(s, event);
    return { ...after, change: describeChange(s, event, after) };
  });
}

function bar(s: S): TrackerBar<LedgerEvent> {
  const st = standing(s);
  const controls: TrackerControl<LedgerEvent>[] = setting(s)
    ? [
        {
          label: 'Start the battle',
          primary: true,
          event: { type: 'begin' },
          says: 'The battle begins: cards played before combat first.',
          disabled: s.stage !== 'setup',
        },
      ]
    : s.ended
      ? // Over: recording it is the next step (below); Battle Continues is a choice beside it.
        []
      : s.stage === 'before'
        ? [
            {
              label: `${SIDE_LABEL[s.actor]}: done before combat`,
              primary: true,
              event: { type: 'hand-over' },
              says: 'Done before combat.',
            },
          ]
        : [
            {
              label: s.acted
                ? `${SIDE_LABEL[s.actor]}: hand play over`
                : `${SIDE_LABEL[s.actor]}: pass`,
              primary: true,
              event: { type: 'hand-over' },
              says: s.acted ? 'Play handed over.' : 'Passed.',
            },
          ];
  const stageFact = setting(s)
    ? 'Setting the battle'
    : s.stage === 'before'
      ? `Before combat: ${SIDE_LABEL[s.actor]} plays his “before combat” cards${s.actor === s.battle.initiative ? '' : ' first (without the initiative)'}`
      : null;
  return {
    turn: s.day,
    lastTurn: lastDay(s),
    turnLabel: 'Day',
    rule: COMBAT_PLACE.combat,
    facts: [
      { text: battleLine(s), rule: COMBAT_PLACE.initiative },
      ...(stageFact ? [{ text: stageFact, rule: COMBAT_PLACE.combat }] : []),
      {
        text: `Now: ${marginWords(s.battle.initiative, st.margin)}`,
        ...(st.major ? { badge: 'Major Victory' } : {}),
      },
    ],
    controls,
    ...(s.ended
      ? {
          alert: s.recorded
            ? `The battle is over: the ${SIDE_LABEL[st.winner]} won, ${marginWords(s.battle.initiative, st.margin)}. Recorded in “${s.recorded.name}”.`
            : `Both players have passed: the battle is over and the ${SIDE_LABEL[st.winner]} wins, ${marginWords(s.battle.initiative, st.margin)}. Record it below${SIDES.some((x) => mayContinue(s, x)) ? ', unless a player plays his Battle Continues' : ''}.`,
        }
      : {}),
  };
}

/** `panel` shown only while `when` holds (a form hidden, a table or log emptied otherwise). */
function onlyWhile<P extends TrackerPanel<S, LedgerContext, LedgerEvent>>(
  when: (s: S) => boolean,
  panel: P,
): P {
  if (panel.kind === 'form')
    return { ...panel, form: (s: S, c: LedgerContext) => (when(s) ? panel.form(s, c) : null) };
  if (panel.kind === 'units')
    return { ...panel, tables: (s: S, c: LedgerContext) => (when(s) ? panel.tables(s, c) : []) };
  if (panel.kind === 'log')
    return { ...panel, entries: (s: S, c: LedgerContext) => (when(s) ? panel.entries(s, c) : []) };
  if (panel.kind === 'counters')
    return {
      ...panel,
      counters: (s: S, c: LedgerContext) => (when(s) ? panel.counters(s, c) : []),
    };
  return panel;
}

const fought = (s: S) => !setting(s);
const playing = (s: S) => fought(s) && !s.ended;
const generalsForm = afterBattleFold(
  'Bring a general in',
  'each general present',
  'a general a card brings in',
);

/** Once both have passed: a player who holds Battle Continues may play it instead of ending. */
function continuesLines(s: S) {
  const sides = SIDES.filter((side) => mayContinue(s, side));
  if (!s.ended || s.recorded || sides.length === 0) return [];
  return [
    {
      text: `A player who holds his Battle Continues may play it now: each side disengages ${BATTLE_CONTINUES.disengage} generals and draws ${BATTLE_CONTINUES.draw}, and a new day begins.`,
      actions: sides.map((side) => ({
        label: `${SIDE_LABEL[side]} plays Battle Continues`,
        event: { type: 'battle-continues' as const, side },
        says: 'A new day begins.',
      })),
    },
  ];
}

/** The combat ledger's descriptor. */
export const COMBAT_TRACKER = trackerDescriptor<LedgerSnapshot, LedgerContext, LedgerEvent>({
  kind: 'tracker',
  stateVersion: LEDGER_STATE_VERSION,
  scenarios: () => LEDGER_STARTS,
  start: (slug) => ({ ...startLedger(slug), history: [] }),
  read: (game) => {
    const parsed = v.safeParse(LedgerStateSchema, game.state);
    const known = LEDGER_STARTS.some((x) => x.slug === game.scenario);
    return parsed.success && known && game.stateVersion === LEDGER_STATE_VERSION
      ? parsed.output
      : null;
  },
  userData: CARD_USER_DATA,
  context: (slug, entered, _also, linked) =>
    slug && LEDGER_STARTS.some((x) => x.slug === slug)
      ? {
          start: slug,
          cards: (entered as CardData | undefined) ?? CARD_USER_DATA.empty(),
          campaign: linked as LedgerContext['campaign'],
        }
      : null,
  apply: (state, event) => attempt(() => applyLedger(state, event)),
  subtitle: (c) => LEDGER_STARTS.find((x) => x.slug === c.start)?.title ?? '',
  bar,
  linked: LEDGER_LINK,
  // In the order of the battle: set it (who, where, the generals present), play it, record it.
  panels: [
    { ...BATTLE_FORM, fold: battleFold },
    { kind: 'log', id: 'setup-h', title: 'The generals present', entries: setupLines },
    onlyWhile(setting, { kind: 'units', id: 'generals-setup', tables: generalTables }),
    onlyWhile(setting, { ...GENERAL_FORM, id: 'general-setup-h', fold: generalsForm }),
    { kind: 'log', id: 'result-h', title: 'Result', entries: resultLines },
    { ...RESULT_FORM, fold: splitFold },
    { kind: 'report', id: 'record-h', title: 'Record this battle' },
    { kind: 'log', id: 'continues-h', title: 'Or the battle continues', entries: continuesLines },
    {
      kind: 'steps',
      id: 'example-h',
      title: 'Replay',
      steps: exampleSteps,
      rulings: ['A31', 'A32'],
    },
    // While cards are played: the hands to play from, then the cards in play.
    { kind: 'units', id: 'hand', tables: handTables, fold: handsFold },
    { kind: 'units', id: 'cards', tables: cardTables, fold: playedFold },
    onlyWhile(playing, {
      kind: 'counters',
      id: 'volley-h',
      title: 'Volley',
      counters: volleyCounters,
      fold: volleyFold,
    }),
    onlyWhile(fought, {
      kind: 'counters',
      id: 'standing-h',
      title: 'Combat values',
      class: 'summary',
      counters: standingCounters,
      rulings: ['C13', 'A15'],
      fold: valuesFold,
    }),
    { ...PLAY_FORM, fold: keyInFold },
    onlyWhile(fought, {
      kind: 'units',
      id: 'generals-panel',
      tables: generalTables,
      fold: generalsFold,
    }),
    onlyWhile(fought, { ...GENERAL_FORM, fold: generalsForm }),
    { ...REVALUE_FORM, fold: revalueFold },
    { ...LIMITS_FORM, fold: limitsFold },
  ],
  historyFolded: true,
  history: (s) => {
    const all = [...s.history, snapshotOf(s)];
    return all
      .slice(1)
      .map((snap, i) => ({
        index: i + 1,
        when: `Day ${snap.day}`,
        text: snap.change,
        undoSteps: all.length - 1 - i,
      }))
      .reverse();
  },
  print: { title: 'Combat ledger' },
  text: {
    intro:
      'Start a battle, the Gettysburg scenario or a worked example from the rulebook to keep the cards in play, the combat values and who is winning. Everything is saved on this device as you go, and works offline.',
    opened: 'Opened',
    noHistory: 'Nothing played yet.',
  },
});
