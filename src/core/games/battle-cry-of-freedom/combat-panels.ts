/**
 * Battle Cry of Freedom: what the combat ledger's panels show: both values and the margin, the
 * volley against the generals present and the passes, the cards of each side with cancel,
 * restore and remove, the generals with engage and disengage, the worked battle's steps, and the
 * result once both have passed.
 */
import { signed } from '../../shared/signed.js';
import type { TrackerCounter, TrackerStep, UnitRow, UnitTable } from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { battleResult, type CardSplit } from './battle-result.js';
import { cardSplit } from './ledger-card.js';
import { activeLimits, attacksPlayed, limitCardName } from './ledger-limits.js';
import { COMBAT, COMBAT_PLACE, SIDE_LABEL, SIDES, type Side } from './combat-data.js';
import { exampleOf } from './combat-examples.js';
import { KIND_LABEL, marginWords } from './combat-words.js';
import {
  cardOf,
  effectiveStars,
  effectiveValue,
  inPlay,
  sideValue,
  standing,
  volleyLimit,
} from './ledger.js';
import { reduceLedger } from './ledger-reduce.js';
import { startLedger } from './ledger-start.js';
import {
  BY_HAND,
  type LedgerCard,
  type LedgerContext,
  type LedgerEvent,
  type LedgerSnapshot,
} from './ledger-types.js';

type S = WithHistory<LedgerSnapshot>;

function valueCounter(s: S, side: Side): TrackerCounter<LedgerEvent> {
  const v = sideValue(s, side);
  const initiative = s.battle.initiative === side ? ' (initiative)' : '';
  const city =
    s.battle.victoryCity && side === 'union'
      ? ` (the city’s own ${signed(COMBAT.victoryCityDefense)} among them, ruling A14)`
      : '';
  return {
    label: `${SIDE_LABEL[side]}${initiative}`,
    class: `value ${side}`,
    value: v.cv,
    text: signed(v.cv),
    detail: v.attacking
      ? `attacks ${signed(v.attack)}, defends against it ${signed(v.against)}${city}`
      : 'no attack in play: the opponent’s defends wait',
    rule: COMBAT_PLACE.cv,
  };
}

/** Both values and the margin, with who wins if the battle ends now. */
export function standingCounters(s: S): TrackerCounter<LedgerEvent>[] {
  const st = standing(s);
  const major = st.major ? ', a Major Victory' : '';
  return [
    ...SIDES.map((side) => valueCounter(s, side)),
    {
      label: 'Margin',
      class: 'margin',
      value: st.margin,
      text: marginWords(s.battle.initiative, st.margin),
      detail: `${SIDE_LABEL[st.winner]} wins if it ends now${major}. The initiative must exceed; a tie goes to the defender.`,
      rule: COMBAT_PLACE.winning,
    },
  ];
}

/** The actor's cards this volley against his generals, and the passes in a row. */
export function volleyCounters(s: S): TrackerCounter<LedgerEvent>[] {
  const limit = volleyLimit(s, s.actor);
  const present = s.generals.filter((g) => g.side === s.actor).length;
  return [
    {
      label: `${SIDE_LABEL[s.actor]} to play`,
      class: 'volley',
      value: s.volley,
      limit,
      unit: 'cards this volley',
      detail:
        present > 0
          ? `one per general present (${present})`
          : 'no general present: one Special Event at a time',
      rule: COMBAT_PLACE.combat,
      over: s.volley > limit,
      alert: `More cards than ${SIDE_LABEL[s.actor]} may play at one time (ruling A30).`,
    },
    ...activeLimits(s).map((l) => ({
      label: `${SIDE_LABEL[l.side]} attack cards`,
      class: 'limit',
      value: attacksPlayed(s, l.side),
      limit: l.cap,
      unit: 'this battle',
      detail: limitCardName(l),
      rule: l.cites.map(([place]) => place).join('; '),
    })),
    {
      label: 'Passes in a row',
      class: 'passes',
      value: s.passes,
      limit: COMBAT.passesToEnd,
      unit: s.battle.mode === 'gettysburg' ? 'end the day' : 'end the battle',
      rule: COMBAT_PLACE.pass,
    },
  ];
}

function cardRow(s: S, c: LedgerCard): UnitRow<LedgerEvent> {
  const live = inPlay(s.cards, c);
  const host = c.attachedTo ? cardOf(s.cards, c.attachedTo) : undefined;
  const by = c.canceledBy.map((b) => (b === BY_HAND ? 'by hand' : (cardOf(s.cards, b)?.name ?? b)));
  const general = c.general ? (s.generals.find((g) => g.id === c.general)?.name ?? '') : '';
  const what =
    c.kind === 'special'
      ? KIND_LABEL.special
      : `${KIND_LABEL[c.kind]} ${c.kind === 'modifier' ? signed(c.value) : signed(effectiveValue(s.cards, c))}`;
  const note = [general, host ? `on ${host.name}` : ''].filter(Boolean).join(' · ');
  return {
    id: c.id,
    class: live ? 'in-play' : 'canceled',
    name: c.name,
    ...(note ? { note } : {}),
    cells: [
      live
        ? what
        : {
            text: `Cancelled: ${what}`,
            note: by.length ? `by ${by.join(', ')}` : 'with its card',
            class: 'canceled',
          },
    ],
    actions: [
      live
        ? {
            label: 'Cancel',
            hidden: `: ${c.name}`,
            event: { type: 'cancel', card: c.id, by: BY_HAND },
            says: `${c.name} cancelled.`,
          }
        : {
            label: 'Restore',
            hidden: `: ${c.name}`,
            event: { type: 'restore', card: c.id },
            says: `${c.name} restored.`,
            disabled: c.canceledBy.length === 0,
          },
      {
        label: 'Remove',
        hidden: `: ${c.name}`,
        event: { type: 'remove-card', card: c.id },
        says: `${c.name} taken off.`,
      },
    ],
  };
}

/** The cards of each side that has played any. */
export function cardTables(s: S): UnitTable<LedgerEvent>[] {
  return SIDES.flatMap((side) => {
    const rows = s.cards.filter((c) => c.side === side).map((c) => cardRow(s, c));
    return rows.length === 0
      ? []
      : [
          {
            id: `cards-${side}`,
            title: `${SIDE_LABEL[side]} cards`,
            caption: `${SIDE_LABEL[side]} cards played in this battle`,
            columns: ['Card', 'Counts'],
            rows,
          },
        ];
  });
}

/** The generals in the battle by side, with their stars now and engage or disengage. */
export function generalTables(s: S): UnitTable<LedgerEvent>[] {
  return SIDES.flatMap((side) => {
    const rows = s.generals
      .filter((g) => g.side === side)
      .map((g): UnitRow<LedgerEvent> => {
        const stars = effectiveStars(s, g);
        const rating = g.cavalry ? 'Cavalry' : stars === null ? 'Not entered' : '★'.repeat(stars);
        return {
          id: g.id,
          class: g.engaged ? 'engaged' : '',
          name: g.name,
          cells: [rating, g.engaged ? 'Engaged' : 'Ready'],
          actions: [
            g.engaged
              ? {
                  label: 'Disengage',
                  hidden: `: ${g.name}`,
                  event: { type: 'disengage', general: g.id },
                  says: `${g.name} disengaged.`,
                }
              : {
                  label: g.cavalry ? 'Engage to draw' : 'Engage',
                  hidden: `: ${g.name}`,
                  event: { type: 'engage', general: g.id },
                  says: `${g.name} engaged.`,
                },
            {
              label: 'Remove',
              hidden: `: ${g.name}`,
              event: { type: 'remove-general', general: g.id },
              says: `${g.name} left the battle.`,
            },
          ],
        };
      });
    return rows.length === 0
      ? []
      : [
          {
            id: `generals-${side}`,
            title: `${SIDE_LABEL[side]} generals`,
            caption: `${SIDE_LABEL[side]} generals present in this battle`,
            columns: ['General', 'Stars now', 'State'],
            rows,
          },
        ];
  });
}

/** The worked battle's steps, each with the margin the rulebook states and the ledger's. */
export function exampleSteps(s: S): {
  steps: TrackerStep[];
  done: { label: string; primary: boolean; disabled: boolean; event: LedgerEvent; says: string };
} | null {
  const ex = s.example ? exampleOf(s.example.slug) : undefined;
  if (!s.example || !ex) return null;
  const at = s.example.step;
  let replay = startLedger(ex.slug);
  const steps = ex.steps.map((step, i): TrackerStep => {
    const stated =
      step.stated === undefined
        ? ''
        : ` The rulebook: ${marginWords(ex.battle.initiative, step.stated)}.`;
    let ledger = '';
    if (i < at) {
      replay = step.events.reduce(reduceLedger, replay);
      ledger = ` The ledger: ${marginWords(ex.battle.initiative, standing(replay).margin)}.`;
    }
    return {
      label: `Step ${i + 1}`,
      rule: COMBAT_PLACE.example,
      detail: `${step.action}${stated}${ledger}`,
      state: i < at ? 'done' : i === at ? 'current' : 'to-do',
    };
  });
  const finished = at >= ex.steps.length;
  return {
    steps,
    done: {
      label: finished ? 'Replay finished' : 'Play the next step',
      primary: true,
      disabled: finished,
      event: { type: 'example-step' },
      says: `Step ${at + 1} played.`,
    },
  };
}

/** The result once both have passed: who won, the command points, where the card goes. */
export function resultLines(s: S, ctx: LedgerContext): { text: string }[] {
  if (!s.ended) return [];
  const st = standing(s);
  const known = cardSplit(s, ctx);
  const fromCard: CardSplit | null = known.split
    ? { ...known.split, source: known.source === 'rulebook' ? 'rulebook' : 'entered' }
    : null;
  const r = battleResult({
    winner: st.winner,
    major: st.major,
    victoryCity: s.battle.victoryCity,
    invasion: s.result?.invasion ?? known.invasion,
    split: s.result ? { gain: s.result.gain, loss: s.result.loss, source: 'entered' } : fromCard,
  });
  const values = `${SIDE_LABEL[st.initiative.side]} ${signed(st.initiative.cv)} against ${SIDE_LABEL[st.defender.side]} ${signed(st.defender.cv)}.`;
  return [values, ...r.lines].map((text) => ({ text }));
}
