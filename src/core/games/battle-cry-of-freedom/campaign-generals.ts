/**
 * Generals in play per theater: the normal limit (four infantry and one cavalry, passed only by
 * card play), never two cavalry, the home theater of a general's first entry in Deck One, no
 * move to the other theater within one Phase G, the Confederate's duty to match the Union in a
 * closed theater and to keep his cavalry there, and promotion at the end of the turn.
 */
import { countText } from '../../shared/count-text.js';
import type { CampaignSnapshot, GeneralInPlay, Placement } from './campaign-types.js';
import { glossaryPlace } from './cards-common.js';
import { phaseOf, THEATER_LABELS, type Side, type Theater } from './phases.js';
import { PROMOTABLE, requireScenario } from './scenarios.js';
import { closedTheaters } from './victory-data.js';

/** The normal limit in each theater, per player. */
export const GENERAL_LIMIT = { infantry: 4, cavalry: 1 } as const;
export const GENERALS_PLACE = phaseOf('G').place;
export const CLOSED_PLACE = glossaryPlace('Victory Condition Cities');

/** `side`'s generals in `theater`. */
export function generalsIn(s: CampaignSnapshot, side: Side, theater: Theater): GeneralInPlay[] {
  return s.generals.filter((g) => g.side === side && g.theater === theater);
}

/** Infantry and cavalry counts of `side` in `theater`. */
export function generalCounts(s: CampaignSnapshot, side: Side, theater: Theater) {
  const here = generalsIn(s, side, theater);
  const cavalry = here.filter((g) => g.cavalry).length;
  return { infantry: here.length - cavalry, cavalry, all: here.length };
}

/**
 * Why `side` may not remove or place a general now for the Phase G order, or null: the Union
 * removes and places first, then the Confederate (Detailed Sequence of Play › G.1). Card play
 * outside this order is not held by it.
 */
export function phaseGOrderProblem(s: CampaignSnapshot, side: Side): string | null {
  if (s.phase !== 'G' || requireScenario(s.scenario).victory === 'gettysburg') return null;
  if (side === 'confederate' && !s.unionPlaced)
    return `The Union removes and places his generals first, then the Confederate (${GENERALS_PLACE}, 1): press “Union done” once he has.`;
  if (side === 'union' && s.unionPlaced)
    return `The Union has said he is done in this Phase G: the Confederate removes and places now (${GENERALS_PLACE}, 1).`;
  return null;
}

/** The Union says he is done removing and placing generals in this Phase G (G.1). */
export function unionDonePlacing(s: CampaignSnapshot): CampaignSnapshot {
  if (s.phase !== 'G') throw new RangeError('The Union says he is done in Phase G.');
  if (s.unionPlaced) throw new RangeError('The Union has already said he is done.');
  return {
    ...s,
    unionPlaced: true,
    note: 'The Union is done with his generals: the Confederate removes and places now.',
  };
}

/** Why placing `p` is refused now, or null. */
export function placementProblem(s: CampaignSnapshot, p: Placement): string | null {
  const name = p.name.trim();
  if (!name) return 'Name the general.';
  if (s.generals.some((g) => g.side === p.side && g.name === name))
    return `${name} is already in play.`;
  const where = THEATER_LABELS[p.theater];
  const n = generalCounts(s, p.side, p.theater);
  if (p.cavalry && n.cavalry >= GENERAL_LIMIT.cavalry)
    return `Never more than ${GENERAL_LIMIT.cavalry} cavalry general in the ${where}, whatever a card says.`;
  if (!p.cavalry && !p.byCard && n.infantry >= GENERAL_LIMIT.infantry)
    return `The ${where} holds ${GENERAL_LIMIT.infantry} infantry generals: more only by card play.`;
  const scenario = requireScenario(s.scenario);
  if (scenario.victory === 'gettysburg') {
    const pool = scenario.pools?.[p.side];
    if (pool && ![...pool.cavalry, ...pool.infantry].includes(name))
      return `${name} is not among the generals available at Gettysburg.`;
    if (pool?.cavalryFromDay && p.cavalry && !p.byCard && s.day < pool.cavalryFromDay)
      return `${name} may enter only from day ${pool.cavalryFromDay}, save by a Special Event.`;
    return null;
  }
  if (!p.byCard && s.phase !== 'G')
    return 'Generals are placed in Phase G, or brought in by card play.';
  if (!p.byCard) {
    const order = phaseGOrderProblem(s, p.side);
    if (order) return order;
  }
  if (!p.byCard && s.leftThisPhase.some((l) => l.name === name && l.theater !== p.theater))
    return `${name} left the other theater this phase: he may not enter the ${where} until later.`;
  if (s.decks[p.side].deck === 1 && !s.everInPlay.includes(name) && !p.homeChecked)
    return `${name} enters play for the first time: he goes to the theater printed on his card. Tick the box once checked.`;
  return null;
}

/** The Confederate never withdraws his cavalry from a closed theater (Glossary › Victory Condition Cities). */
function cavalryStays(s: CampaignSnapshot, g: GeneralInPlay): string | null {
  if (g.side !== 'confederate' || !g.cavalry || !closedTheaters(s.fallen).includes(g.theater))
    return null;
  return 'The Confederate may never withdraw his cavalry from a closed theater.';
}

/** Why taking general `g` back to hand is refused now, or null. */
export function removalProblem(s: CampaignSnapshot, g: GeneralInPlay): string | null {
  const order = phaseGOrderProblem(s, g.side);
  if (order) return order;
  if (g.side !== 'confederate' || !closedTheaters(s.fallen).includes(g.theater)) return null;
  const cavalry = cavalryStays(s, g);
  if (cavalry) return cavalry;
  const c = generalCounts(s, 'confederate', g.theater).all - 1;
  const u = generalCounts(s, 'union', g.theater).all;
  return c < u
    ? `In a closed theater the Confederate keeps at least as many generals as the Union (${u}): swap ${g.name} for another general instead.`
    : null;
}

/** `s` with general `g` taken back to hand (and noted as having left his theater this phase). */
export function withoutGeneral(s: CampaignSnapshot, g: GeneralInPlay): CampaignSnapshot {
  return {
    ...s,
    generals: s.generals.filter((x) => x.id !== g.id),
    leftThisPhase: [...s.leftThisPhase, { name: g.name, theater: g.theater }],
  };
}

/**
 * Why swapping general `g` for the placement `p` in one step is refused, or null. The two are
 * checked together: `g` leaves first, so the theater's limit has room, and the count the closed
 * theater needs is kept (Glossary › Victory Condition Cities: a withdrawal matched at once, ruling
 * A41). The cavalry rule still holds: the Confederate's cavalry never leaves a closed theater.
 */
export function swapProblem(s: CampaignSnapshot, g: GeneralInPlay, p: Placement): string | null {
  const name = p.name.trim();
  if (g.side !== p.side || g.theater !== p.theater)
    return `The new general enters the ${THEATER_LABELS[g.theater]} for the side ${g.name} leaves.`;
  if (name === g.name) return `${g.name} cannot replace himself.`;
  return cavalryStays(s, g) ?? placementProblem(withoutGeneral(s, g), p);
}

/**
 * How many more generals the Confederate must bring into each closed theater to match the
 * Union's count there (Glossary › Victory Condition Cities: he keeps as many as the Union). The
 * match asked never passes his normal limit, which only card play exceeds (ruling G42).
 */
export function closedShortfalls(s: CampaignSnapshot): {
  readonly theater: Theater;
  readonly union: number;
  readonly confederate: number;
  readonly short: number;
}[] {
  const limit = GENERAL_LIMIT.infantry + GENERAL_LIMIT.cavalry;
  return closedTheaters(s.fallen).flatMap((theater) => {
    const union = generalCounts(s, 'union', theater).all;
    const confederate = generalCounts(s, 'confederate', theater).all;
    const short = Math.min(union, Math.max(limit, confederate)) - confederate;
    return short > 0 ? [{ theater, union, confederate, short }] : [];
  });
}

/** A closed theater's shortfall in words. */
export function matchText(x: ReturnType<typeof closedShortfalls>[number]): string {
  return `The ${THEATER_LABELS[x.theater]} is closed: the Union has ${countText(x.union, 'general')} there, the Confederate ${x.confederate}; the Confederate must bring in ${x.short} more to match.`;
}

/** The Confederate says he holds no general card he may bring into closed `theater` (ruling G42). */
export function declareUnmatched(s: CampaignSnapshot, theater: Theater): CampaignSnapshot {
  if (s.phase !== 'G') throw new RangeError('The match is made in Phase G.');
  if (!closedShortfalls(s).some((x) => x.theater === theater))
    throw new RangeError(
      `The Confederate is not short of generals in the ${THEATER_LABELS[theater]}.`,
    );
  return {
    ...s,
    unmatched: [...(s.unmatched ?? []).filter((t) => t !== theater), theater],
    note: `The Confederate holds no general card he may bring into the ${THEATER_LABELS[theater]} to match the Union (ruling G42).`,
  };
}

/**
 * The promotions due at the end of the turn: each promotable general not yet three-star, in play
 * in a theater where his side won a battle this turn (ruling A38).
 */
export function promotionsDue(s: CampaignSnapshot): GeneralInPlay[] {
  return s.generals.filter(
    (g) =>
      PROMOTABLE.includes(g.name) &&
      !g.threeStar &&
      s.wins.some((w) => w.side === g.side && w.theater === g.theater),
  );
}
