/**
 * The campaign tracker's generic panels: both command point tracks against their caps with the
 * hands, decks and the Confederate's Phase A draw; the turn's phases as steps; the generals in
 * play per side; and the notices (pending effects, deck warnings, closed theaters, victory).
 */
import type {
  LogEntry,
  TrackerAction,
  TrackerCounter,
  TrackerStep,
  UnitTable,
} from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { theaterTotals } from './allocation.js';
import { deckWarning } from './campaign-decks.js';
import { pendingText, washingtonOccupied } from './campaign-effects.js';
import { stonewallDue } from './campaign-lasting.js';
import { STONEWALL_RETURNED } from './cards-resources-confederate.js';
import {
  CLOSED_PLACE,
  closedShortfalls,
  GENERAL_LIMIT,
  generalCounts,
  GENERALS_PLACE,
  matchText,
  phaseGOrderProblem,
  removalProblem,
} from './campaign-generals.js';
import type { CampaignEvent, CampaignSnapshot } from './campaign-types.js';
import { CP_CAPS, CP_PLACE } from './cp-track.js';
import {
  DRAW_PLACE,
  FIRST_TO_ACT_LABEL,
  phaseADraw,
  PHASE_LETTERS,
  PHASES,
  type Phase,
  SIDE_LABELS,
  SIDES,
  THEATER_LABELS,
  THEATERS,
  type Side,
} from './phases.js';
import type { Scenario } from './scenario-types.js';
import { requireScenario } from './scenarios.js';
import { closedTheaters, CITY_THEATER, VICTORY_CITIES } from './victory-data.js';
import { victoryLines } from './campaign-victory.js';

type S = WithHistory<CampaignSnapshot>;
type Act = TrackerAction<CampaignEvent>;

const cpStep = (side: Side, delta: number, s: S): Act => ({
  label: delta > 0 ? `+${delta}` : `−${-delta}`,
  ariaLabel: `${SIDE_LABELS[side]} ${delta > 0 ? 'plus' : 'minus'} ${Math.abs(delta)} command point`,
  event: { type: 'cp', side, delta, reason: `adjusted by hand in Phase ${s.phase}` },
  says: `${SIDE_LABELS[side]} ${delta > 0 ? '+' : '−'}${Math.abs(delta)}.`,
});

/** Both tracks against their caps, with each side's cards. */
export function trackCounters(s: S): TrackerCounter<CampaignEvent>[] {
  return SIDES.map((side) => {
    const d = s.decks[side];
    const a = s.allocation[side];
    const placed = a && s.revealed ? theaterTotals(a) : null;
    return {
      label: `${SIDE_LABELS[side]} command points`,
      class: `level ${side}`,
      value: s.cp[side],
      limit: CP_CAPS[side],
      unit: 'points',
      detail: [
        `Hand ${s.hands[side]}`,
        `Deck ${d.deck === 3 ? 'three (last turn)' : d.deck === 1 ? 'One' : 'Two'}${d.left === null ? '' : `, ${d.left} left`}`,
        `Phase A draw ${phaseADraw(side, s.fallen.length)}`,
        ...(placed ? [`placed East ${placed.east}, West ${placed.west}`] : []),
      ].join(' · '),
      rule: CP_PLACE,
      actions: [cpStep(side, -1, s), cpStep(side, 1, s)],
    };
  });
}

function phaseDetail(p: Phase, s: S): string {
  const first = FIRST_TO_ACT_LABEL[p.first];
  const draws =
    p.letter === 'A'
      ? ` Union ${phaseADraw('union', s.fallen.length)}, Confederate ${phaseADraw('confederate', s.fallen.length)}.`
      : '';
  return `${first}. ${p.allows}${draws}`;
}

/** The turn's phases, the current one marked, and the button that ends it. */
export function turnSteps(s: S, c: Scenario) {
  if (c.victory === 'gettysburg' || s.result) return null;
  const at = PHASE_LETTERS.indexOf(s.phase);
  const steps: TrackerStep[] = PHASES.map((p, i) => ({
    label: `${p.letter}. ${p.name}`,
    rule: i === at ? p.place : '',
    detail: i === at ? phaseDetail(p, s) : '',
    state: i < at ? 'done' : i === at ? 'current' : 'to-do',
  }));
  return {
    steps,
    done: {
      label: s.phase === 'L' ? 'End the turn' : `End phase ${s.phase}`,
      primary: true,
      event: { type: 'next-phase' } as const,
      says: s.phase === 'L' ? 'The turn is over.' : 'Next phase.',
    },
  };
}

/** A table of each side's generals in play per theater, with the theater's limit. */
export function generalTables(s: S): UnitTable<CampaignEvent>[] {
  const gettysburg = requireScenario(s.scenario).victory === 'gettysburg';
  return SIDES.flatMap((side) =>
    THEATERS.map((t) => {
      const n = generalCounts(s, side, t);
      const where = `${SIDE_LABELS[side]} generals, ${THEATER_LABELS[t]}`;
      return {
        id: `generals-${side}-${t}`,
        title: `${where}: ${n.infantry} of ${GENERAL_LIMIT.infantry} infantry, ${n.cavalry} of ${GENERAL_LIMIT.cavalry} cavalry`,
        caption: `${where}, in play`,
        columns: ['General', 'Card'],
        actions: gettysburg ? 'Leaves play' : 'To hand',
        rows: s.generals
          .filter((g) => g.side === side && g.theater === t)
          .map((g) => {
            const order = phaseGOrderProblem(s, g.side);
            const problem = removalProblem(s, g);
            const card = [
              g.cavalry ? 'cavalry' : 'infantry',
              g.threeStar ? 'three-star' : '',
              g.byCard ? 'by card' : '',
            ];
            return {
              id: g.id,
              name: g.name,
              cells: [card.filter(Boolean).join(', ')],
              ...(order
                ? { done: side === 'union' ? 'Union is done' : 'after the Union' }
                : problem
                  ? { done: g.cavalry ? 'must stay' : 'must stay: swap him below' }
                  : {
                      actions: [
                        {
                          label: 'To hand',
                          ariaLabel: `${g.name} to hand`,
                          event: { type: 'remove-general', id: g.id },
                          says: `${g.name} back to hand.`,
                        },
                        ...(gettysburg
                          ? [
                              {
                                label: 'Wounded',
                                ariaLabel: `${g.name} wounded`,
                                event: { type: 'wound-general', id: g.id } as const,
                                says: `${g.name} wounded.`,
                              },
                            ]
                          : []),
                      ],
                    }),
            };
          }),
      };
    }),
  );
}

/** What the players must keep in mind now. */
export function notices(s: S, c: Scenario): LogEntry<CampaignEvent>[] {
  const out: LogEntry<CampaignEvent>[] = [];
  if (s.ending) out.push({ text: s.ending });
  for (const side of SIDES) {
    const w = deckWarning(s, side);
    if (w) out.push({ text: w });
  }
  for (const p of s.pending)
    out.push({
      text: pendingText(p, s.turn),
      ...(p.kind === 'stonewall' && stonewallDue(s) && !s.result
        ? {
            actions: [
              {
                label: `Union returns ${STONEWALL_RETURNED} cards`,
                ariaLabel: `The Union returns ${STONEWALL_RETURNED} cards to his deck for Stonewall in the Valley`,
                event: { type: 'stonewall-return' } as const,
                says: 'Cards returned.',
              },
            ],
          }
        : {}),
    });
  if (washingtonOccupied(s))
    out.push({
      text: 'Washington is occupied: the Union lays a majority of his command points in the East this turn (ruling A17).',
    });
  for (const t of closedTheaters(s.fallen))
    out.push({
      text: `The ${THEATER_LABELS[t]} is closed: no command points there; the Confederate keeps as many generals there as the Union, and his cavalry stays (${CLOSED_PLACE}).`,
    });
  if (s.phase === 'G' && !s.result && c.victory !== 'gettysburg')
    out.push({
      text: s.unionPlaced
        ? `Phase G: the Union is done; the Confederate removes and places his generals now (${GENERALS_PLACE}, 1).`
        : `Phase G: the Union removes and places his generals first, then the Confederate (${GENERALS_PLACE}, 1).`,
      ...(s.unionPlaced
        ? {}
        : {
            actions: [
              {
                label: 'Union done',
                ariaLabel: 'The Union is done removing and placing generals',
                event: { type: 'union-done-placing' } as const,
                says: 'The Confederate places now.',
              },
            ],
          }),
    });
  for (const x of s.result ? [] : closedShortfalls(s)) {
    const said = s.unmatched?.includes(x.theater) === true;
    out.push({
      text: `${matchText(x)} ${
        s.phase !== 'G'
          ? 'He brings them in in Phase G, after the Union’s placements.'
          : said
            ? 'He has said he holds no general card to bring in there (ruling G42).'
            : 'Phase G ends once he has (ruling G42).'
      }`,
      ...(s.phase === 'G' && !said
        ? {
            actions: [
              {
                label: 'He holds none to bring in',
                ariaLabel: `The Confederate holds no general card to bring into the ${THEATER_LABELS[x.theater]}`,
                event: { type: 'no-general-to-match', theater: x.theater } as const,
                says: 'Recorded: no general to bring in.',
              },
            ],
          }
        : {}),
    });
  }
  if (s.turn === 1 && c.opening && s.phase === c.firstPhase)
    out.push({ text: `${c.opening.card}: ${c.opening.note}` });
  if (s.phase === 'A' && !s.result)
    out.push({
      text: `Phase A: Union draws ${phaseADraw('union', s.fallen.length)}, Confederate ${phaseADraw('confederate', s.fallen.length)} (${DRAW_PLACE}).`,
      actions: [{ label: 'Both draw', event: { type: 'standard-draw' }, says: 'Both have drawn.' }],
    });
  return out;
}

/** The victory monitor with a button for each city still standing. */
export function victoryEntries(s: S, c: Scenario): LogEntry<CampaignEvent>[] {
  const lines = victoryLines(s, c).map((text) => ({ text }));
  if (c.victory === 'gettysburg' || s.result) return lines;
  return [
    ...lines,
    ...VICTORY_CITIES.filter((city) => !s.fallen.includes(city)).map((city) => ({
      text: `${city} (${THEATER_LABELS[CITY_THEATER[city]]}) stands.`,
      actions: [
        {
          label: 'Captured',
          ariaLabel: `${city} captured by the Union`,
          event: { type: 'capture-city', city },
          says: `${city} falls.`,
        },
      ],
    })),
  ];
}
