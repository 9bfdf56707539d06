/**
 * The U.S. Civil War tracker's turn panels: the phases as steps, this turn's scheduled events and
 * restrictions, the Status Track with its buttons, the Border States, and the bar.
 */
import type {
  LogEntry,
  TrackerBar,
  TrackerControl,
  TrackerCounter,
  TrackerStep,
  UnitTable,
} from '../../shared/tracker.js';
import { DOUBLES_CARDS } from './initiative-data.js';
import { SIDES } from './sides.js';
import { STATUS_KEYS, STATUS_MARKERS, trainingEarnedText } from './status-track.js';
import { boxOf, type UscwContext } from './tracker-context.js';
import { actionPhases } from './tracker-turn.js';
import { BORDER_STATES, type UscwEvent, type UscwAction, type UscwState } from './tracker-types.js';
import { turnEvents, seasonOf, type TurnFacts } from './turn-events.js';
import { phaseById, TURN_PHASES, firstTurnOf } from './turn-phases.js';
import { yearOf } from './calendar.js';
import { AUTO_MARGIN } from './victory-data.js';
import { keysOf } from '../../shared/keys-of.js';

const facts = (s: UscwState, c: UscwContext): TurnFacts => {
  const box = boxOf(c, s.turn);
  return { turn: s.turn, game: c.game, kentucky: s.border.ky, ...(box ? { box } : {}) };
};

const phaseTitle = (s: UscwState): string =>
  s.phase === 'action' ? `Action Phase ${s.action} of ${actionPhases(s)}` : phaseById(s.phase).name;

/** The turn bar: where the game stands, the button to go on, and doubles in the Action Cycle. */
export function uscwBar(s: UscwState, c: UscwContext): TrackerBar<UscwEvent> {
  const season = seasonOf(facts(s, c));
  const bench = boxOf(c, s.turn)?.benchmark;
  const controls: TrackerControl<UscwEvent>[] = [];
  if (!s.over) {
    controls.push({
      label:
        s.phase === 'end' ? (s.turn >= c.game.last ? 'End the game' : 'Next turn') : 'Next phase',
      primary: true,
      event: { type: 'next' },
      says: s.phase === 'end' ? 'Turn over.' : 'Next.',
    });
    if (s.phase === 'action')
      controls.push({
        label: `Doubles: each draws ${DOUBLES_CARDS}`,
        event: { type: 'doubles' },
        says: 'Each side has a card to draw.',
      });
  }
  return {
    turn: s.turn,
    lastTurn: c.game.last,
    rule: c.game.place,
    facts: [
      { text: phaseTitle(s), rule: phaseById(s.phase).rule },
      { text: `${yearOf(s.turn).year}${season ? `, ${season}` : ', season from your track'}` },
      ...(bench === undefined ? [] : [{ text: `Benchmark ${bench}`, rule: '19.3.3' }]),
    ],
    controls,
    ...(s.over ? { alert: 'The game is over: score it on the Victory page.' } : {}),
  };
}

/** The turn's phases, the current one marked with what it holds, and the button that ends it. */
export function uscwSteps(s: UscwState, c: UscwContext) {
  if (s.over) return null;
  const at = TURN_PHASES.findIndex((p) => p.id === s.phase);
  const events = turnEvents(facts(s, c));
  const skipped = s.turn === c.game.first;
  const steps: TrackerStep[] = TURN_PHASES.map((p, i) => {
    const mine = events.filter((e) => e.phase === p.id).map((e) => `${e.text} (${e.rule})`);
    const name = p.id === 'action' ? `${p.name}: ${actionPhases(s)} Action Phases` : p.name;
    return {
      label: skipped && i < at ? `${name} (skipped)` : name,
      rule: p.rule,
      detail: i === at ? [...p.segments, ...mine].join(' · ') : '',
      state: i < at ? 'done' : i === at ? 'current' : 'to-do',
    };
  });
  return {
    steps,
    done: {
      label: s.phase === 'action' ? `End ${phaseTitle(s)}` : `End the ${phaseById(s.phase).name}`,
      primary: true,
      event: { type: 'next' } as const,
      says: 'Next.',
    },
  };
}

/** This turn's scheduled events and restrictions, and the state of the players' track. */
export function uscwTurnLog(s: UscwState, c: UscwContext): LogEntry<UscwEvent>[] {
  const out: LogEntry<UscwEvent>[] = turnEvents(facts(s, c)).map((e) => ({
    text: `${e.text} (${e.rule})`,
  }));
  if (c.trackFailures.length)
    out.push({
      text: `Your Turn Record Track contradicts the rulebook (${c.trackFailures.join('; ')}) and is not used until it agrees (ruling G5).`,
    });
  else if (!c.track)
    out.push({
      text: 'Seasons, benchmarks and leader changes come from the Turn Record Track: key it in on the Turn Record Track page (ruling G5).',
    });
  return out;
}

const step = (s: UscwState, key: (typeof STATUS_KEYS)[number], dir: 1 | -1): UscwAction => {
  const m = STATUS_MARKERS[key];
  // A Training marker turning over says the SP it earns as it is pressed (17.3).
  const earned = dir > 0 && m.wraps ? Math.floor((s.status[key] + m.step) / m.wraps.at) : 0;
  const sp = trainingEarnedText(key, earned);
  return {
    label: dir > 0 ? `+${m.step}` : `−${m.step}`,
    ariaLabel: `${m.label} ${dir > 0 ? 'plus' : 'minus'} ${m.step}`,
    event: { type: 'status', key, steps: dir },
    says: `${m.label} ${dir > 0 ? '+' : '−'}${m.step}.${sp ? ` ${sp}` : ''}`,
  };
};

/** How far a turning-over marker is from its next SP, under its count (17.3). */
function wrapDetail(key: (typeof STATUS_KEYS)[number], value: number): { detail?: string } {
  const wraps = STATUS_MARKERS[key].wraps;
  if (!wraps) return {};
  const left = wraps.at - value;
  return {
    detail: `${left} more AP earn${left === 1 ? 's' : ''} 1 SP; the marker then goes back to 0.`,
  };
}

/** The Status Track's markers, each with its buttons, and the VP gap against the benchmark. */
export function uscwStatus(s: UscwState, c: UscwContext): TrackerCounter<UscwEvent>[] {
  const markers = STATUS_KEYS.map((key): TrackerCounter<UscwEvent> => {
    const m = STATUS_MARKERS[key];
    return {
      label: m.label,
      value: s.status[key],
      ...(m.limit === undefined ? {} : { limit: m.limit }),
      ...wrapDetail(key, s.status[key]),
      rule: m.rule,
      actions: m.rises ? [step(s, key, 1)] : [step(s, key, -1), step(s, key, 1)],
    };
  });
  const gap = s.status.unionVp - s.status.csaVp;
  const bench = boxOf(c, s.turn)?.benchmark;
  const over = bench !== undefined && Math.abs(gap - bench) >= AUTO_MARGIN;
  return [
    ...markers,
    {
      label: 'Union VPs less Confederate',
      value: gap,
      detail:
        bench === undefined
          ? 'Benchmark not known for this turn (ruling G5).'
          : `Automatic victory at ${bench - AUTO_MARGIN} or less (Confederate), ${bench + AUTO_MARGIN} or more (Union).`,
      rule: '19.3.4',
      over,
      ...(over
        ? {
            alert: `${gap > bench ? 'Union' : 'Confederate'} automatic victory at the Victory Check.`,
          }
        : {}),
    },
  ];
}

const HOLDER_TEXT = { union: 'Union', csa: 'Confederate', neutral: 'Neutral' } as const;

/** The Border States, who holds each, and the changes the End Phase or an invasion makes. */
export function uscwBorder(s: UscwState): UnitTable<UscwEvent>[] {
  const inv = s.border.ky === 'neutral' && s.turn < firstTurnOf(1862);
  return [
    {
      id: 'border-h',
      title: 'Border States',
      caption: 'Who holds each Border State, and the changes the rules allow',
      columns: ['State', 'Held by'],
      rows: keysOf(BORDER_STATES).map((st) => ({
        id: st,
        name: BORDER_STATES[st],
        cells: [HOLDER_TEXT[s.border[st]]],
        actions:
          st === 'ky' && inv
            ? (['union', 'confederate'] as const).map((by) => ({
                label: `${SIDES[by]} invades`,
                ariaLabel: `${SIDES[by]} invades Kentucky`,
                event: { type: 'invade-kentucky', by },
                says: 'Kentucky joins the other side.',
              }))
            : (['union', 'csa'] as const)
                .filter((h) => h !== s.border[st])
                .map((h) => ({
                  label: `${HOLDER_TEXT[h]} takes it`,
                  ariaLabel: `${HOLDER_TEXT[h]} takes ${BORDER_STATES[st]}`,
                  event: { type: 'border', state: st, holder: h },
                  says: `${BORDER_STATES[st]} changes sides.`,
                  disabled: s.phase !== 'end',
                })),
      })),
    },
  ];
}
