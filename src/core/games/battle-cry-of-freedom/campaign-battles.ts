/**
 * Battle Cry of Freedom: Phase H, Battle Determination, as the campaign tracker keeps it. The side
 * with the initiative (the Union, unless the Confederate took the offensive in Phase E) says which
 * battles are fought and in what order; both sides then draw for the first battle, each at most
 * his command points in that theater (fewer if he wishes), and for the second once the first is
 * over (in the Combat Phase). Points in a theater with no battle are ignored. The draw caps of
 * Mud March, McClernand's Arkansas River Expedition and Cavalry Raids Slow Union Offensives apply
 * to the Union's draw. Pure.
 */
import { countText } from '../../shared/count-text.js';
import { theaterTotals } from './allocation.js';
import { glossaryPlace, PLACE } from './cards-common.js';
import { drawCards } from './campaign-decks.js';
import { washingtonOccupied } from './campaign-effects.js';
import type { CampaignSnapshot } from './campaign-types.js';
import {
  phaseOf,
  SIDE_LABELS,
  SIDES,
  THEATER_LABELS,
  THEATERS,
  type Side,
  type Theater,
} from './phases.js';
import { OFFENSIVE_CARDS } from './placement.js';
import { CAVALRY_RAIDS_FEWER } from './cards-resources-confederate.js';

/** Detailed Sequence of Play › H. Battle Determination/Drawing of Cards for Battle (L261–266). */
export const BATTLES_PLACE = phaseOf('H').place;
/** The player notes on Mud March and McClernand (A Battle Delayed is a Battle Won, L513–515). */
export const DRAW_CAP_PLACE = `${PLACE.notesC} › A Battle Delayed is a Battle Won (player notes only)`;
/** The player notes on Cavalry Raids Slow Union Offensives (Rely on Your Resources, L485). */
export const CAVALRY_RAIDS_PLACE = `${PLACE.notesC} › Rely on Your Resources (player notes only)`;
export { CAVALRY_RAIDS_FEWER } from './cards-resources-confederate.js';
/** The Resource Phase Cavalry Raids is played in (First Resource Phase only, L485). */
export const CAVALRY_RAIDS_PHASE = 'B';
export const WASHINGTON_PLACE = glossaryPlace('Washington, D.C.');

/** The most cards the Union draws before combat where a draw-limiting card is played (L513–515). */
export const MOVEMENT_DRAW_LIMITS = {
  'mud-march': 4,
  mcclernand: 3,
} as const;

/** This turn's battles: their order and the cards each side drew for each. */
export interface BattlePlan {
  readonly turn: number;
  /** The theaters where a battle is fought, first battle first (empty: no battle this turn). */
  readonly order: readonly Theater[];
  /** Cards drawn for each battle, by side (absent until he has drawn). */
  readonly drawn: readonly Partial<Readonly<Record<Side, number>>>[];
}

/** This turn's plan, or null before the battles are named. */
export function battlePlanOf(s: CampaignSnapshot): BattlePlan | null {
  return s.battles && s.battles.turn === s.turn ? s.battles : null;
}

/** The named Phase E cards played this turn by `side` in `theater`. */
function playedIn(s: CampaignSnapshot, side: Side, theater: Theater): string[] {
  if (!s.movement || s.movement.turn !== s.turn) return [];
  return s.movement.plays
    .filter((p) => p.side === side && p.theater === theater && p.card !== undefined)
    .map((p) => p.card ?? '');
}

/** Whether the Confederate took the offensive in `theater` with a Phase E card this turn. */
export function confederateOffensiveIn(s: CampaignSnapshot, theater: Theater): boolean {
  const ids = new Set<string>(OFFENSIVE_CARDS.map((c) => c.id));
  return playedIn(s, 'confederate', theater).some((c) => ids.has(c));
}

/** The side with the initiative in `theater` (Glossary › Initiative, L148). */
export function initiativeIn(s: CampaignSnapshot, theater: Theater): Side {
  return confederateOffensiveIn(s, theater) ? 'confederate' : 'union';
}

/** The side that says which battle is fought first (H, 1: L263). */
export function orderChooser(s: CampaignSnapshot): Side {
  return THEATERS.some((t) => confederateOffensiveIn(s, t)) ? 'confederate' : 'union';
}

/** Whether Cavalry Raids Slow Union Offensives was played this turn (queued, or only recorded). */
export function cavalryRaidsThisTurn(s: CampaignSnapshot): boolean {
  return (
    s.pending.some((p) => p.kind === 'cavalry-raids' && p.turn === s.turn) ||
    (s.lasting ?? []).some((l) => l.card === 'cavalry-raids' && l.turn === s.turn)
  );
}

/** The most cards `side` may draw for the battle in `theater`, and why it is so. */
export interface DrawLimit {
  readonly side: Side;
  readonly theater: Theater;
  /** His command points in the theater, as revealed. */
  readonly points: number;
  readonly max: number;
  /** Each cap applied, in our words with its place. */
  readonly because: readonly string[];
}

/** The most `side` draws for a battle in `theater` (H, 2; the caps of the cards played). */
export function drawLimit(s: CampaignSnapshot, side: Side, theater: Theater): DrawLimit {
  const a = s.allocation[side];
  const points = a ? theaterTotals(a)[theater] : 0;
  let max = points;
  const because: string[] = [];
  if (side === 'union') {
    if (cavalryRaidsThisTurn(s)) {
      max = Math.max(0, max - CAVALRY_RAIDS_FEWER);
      because.push(
        `Cavalry Raids: ${CAVALRY_RAIDS_FEWER} fewer in each battle this turn, ${CAVALRY_RAIDS_PLACE}, ruling G43`,
      );
    }
    const played = playedIn(s, 'confederate', theater);
    for (const id of ['mud-march', 'mcclernand'] as const) {
      if (!played.includes(id)) continue;
      const cap = MOVEMENT_DRAW_LIMITS[id];
      if (max > cap) max = cap;
      because.push(
        `${id === 'mud-march' ? 'Mud March' : 'McClernand’s Arkansas River Expedition'}: at most ${cap}, ${DRAW_CAP_PLACE}, ruling G43`,
      );
    }
  }
  return { side, theater, points, max, because };
}

/** Why the battles may not be named so, or null. */
export function orderProblem(s: CampaignSnapshot, order: readonly Theater[]): string | null {
  if (s.phase !== 'H') return 'The battles are named in Phase H.';
  if (!s.revealed) return 'Both allocations are revealed first (Phase F).';
  if (battlePlanOf(s)?.drawn.some((d) => Object.keys(d).length > 0))
    return 'The draws for the first battle have begun: undo them to change the order.';
  if (new Set(order).size !== order.length || order.some((t) => !THEATERS.includes(t)))
    return 'Name each theater at most once.';
  for (const t of order) {
    if (playedIn(s, 'confederate', t).includes('strategic-retreat'))
      return `Strategic Retreat was played in the ${THEATER_LABELS[t]}: that battle is not fought (${glossaryPlace('Strategic Movement')}).`;
    if (t === 'east' && washingtonOccupied(s) && !confederateOffensiveIn(s, 'east'))
      return `Washington fell last turn: no battle is fought in the East unless the Confederate takes the offensive there (${WASHINGTON_PLACE}).`;
  }
  return null;
}

/** The battles named by the side with the initiative. */
export function nameBattles(s: CampaignSnapshot, order: readonly Theater[]): CampaignSnapshot {
  const problem = orderProblem(s, order);
  if (problem) throw new RangeError(problem);
  const who = SIDE_LABELS[orderChooser(s)];
  return {
    ...s,
    battles: { turn: s.turn, order: [...order], drawn: order.map(() => ({})) },
    note:
      order.length === 0
        ? 'No battle is fought this turn.'
        : order.length === 1
          ? `One battle, in the ${THEATER_LABELS[order[0] ?? 'east']}; points in the other theater are ignored.`
          : `${who} has the ${THEATER_LABELS[order[0] ?? 'east']} battle fought first, then the ${THEATER_LABELS[order[1] ?? 'west']}.`,
  };
}

/** The battle whose draws are open now (index into the order), or null. */
export function drawingBattle(s: CampaignSnapshot): number | null {
  const plan = battlePlanOf(s);
  if (!plan || plan.order.length === 0) return null;
  const done = (i: number) => SIDES.every((side) => plan.drawn[i]?.[side] !== undefined);
  if (!done(0)) return s.phase === 'H' ? 0 : null;
  if (plan.order.length > 1 && !done(1)) return s.phase === 'I' ? 1 : null;
  return null;
}

/** `side` draws `count` for the battle now drawing (at most his limit there). */
export function drawForBattle(s: CampaignSnapshot, side: Side, count: number): CampaignSnapshot {
  const plan = battlePlanOf(s);
  const i = drawingBattle(s);
  const t = i === null ? undefined : plan?.order[i];
  if (!plan || i === null || t === undefined)
    throw new RangeError(
      s.phase === 'H' && !plan
        ? 'Name the battles first.'
        : 'No battle draw is open now: the second battle’s draw comes in the Combat Phase, once the first is over.',
    );
  if (plan.drawn[i]?.[side] !== undefined)
    throw new RangeError(`${SIDE_LABELS[side]} has drawn for this battle.`);
  const lim = drawLimit(s, side, t);
  if (!Number.isInteger(count) || count < 0 || count > lim.max)
    throw new RangeError(
      `${SIDE_LABELS[side]} draws at most ${countText(lim.max, 'card')} for the ${THEATER_LABELS[t]} battle (${[`${lim.points} command points there`, ...lim.because].join('; ')}).`,
    );
  const r = drawCards(s, side, count);
  const drawn = plan.drawn.map((d, j) => (j === i ? { ...d, [side]: count } : d));
  return {
    ...r.state,
    battles: { ...plan, drawn },
    note: `${r.said.replace(/\.$/, '')} for the ${THEATER_LABELS[t]} battle.`,
  };
}

/** Why Phase H (or, with a second battle to draw for, Phase I) may not end, or null. */
export function battlesHold(s: CampaignSnapshot): string | null {
  const plan = battlePlanOf(s);
  if (s.phase === 'H') {
    if (!plan)
      return `${SIDE_LABELS[orderChooser(s)]} names the battles fought and their order first (${BATTLES_PLACE}).`;
    if (drawingBattle(s) === 0)
      return `Both players draw for the ${THEATER_LABELS[plan.order[0] ?? 'east']} battle first.`;
  }
  if (s.phase === 'I' && plan && drawingBattle(s) === 1)
    return `Both players draw for the ${THEATER_LABELS[plan.order[1] ?? 'west']} battle first.`;
  return null;
}

/** What the tracker shows of this turn's battles in Phases H and I. */
export function battleLines(s: CampaignSnapshot): string[] {
  if (s.phase !== 'H' && s.phase !== 'I') return [];
  const plan = battlePlanOf(s);
  if (!plan) {
    if (s.phase !== 'H') return [];
    const who = SIDE_LABELS[orderChooser(s)];
    const why =
      orderChooser(s) === 'confederate'
        ? 'he took the offensive in Phase E'
        : 'he has the initiative unless the Confederate takes the offensive';
    return [`${who} names the battles fought and which comes first (${why}).`];
  }
  if (plan.order.length === 0) return ['No battle this turn: all command points are ignored.'];
  const open = drawingBattle(s);
  const lines = plan.order.map((t, i) => {
    const init = SIDE_LABELS[initiativeIn(s, t)];
    const draws = SIDES.map((side) => {
      const d = plan.drawn[i]?.[side];
      const lim = drawLimit(s, side, t);
      return d === undefined
        ? `${SIDE_LABELS[side]} draws up to ${lim.max}${lim.because.length ? ` (${lim.because.join('; ')})` : ''}`
        : `${SIDE_LABELS[side]} drew ${d}`;
    }).join(', ');
    return `Battle ${i + 1}, ${THEATER_LABELS[t]}: ${init} has the initiative. ${draws}.`;
  });
  if (plan.order.length === 1)
    lines.push(
      `Command points in the ${THEATER_LABELS[THEATERS.find((t) => t !== plan.order[0]) ?? 'west']} are ignored this turn.`,
    );
  else if (s.phase === 'H' && open === null)
    lines.push('The second battle’s draws come once the first is over.');
  return lines;
}
