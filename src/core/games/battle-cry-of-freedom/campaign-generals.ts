/**
 * Generals in play per theater: the normal limit (four infantry and one cavalry, passed only by
 * card play), never two cavalry, the home theater of a general's first entry in Deck One, no
 * move to the other theater within one Phase G, the Confederate's duty to match the Union in a
 * closed theater and to keep his cavalry there, and promotion at the end of the turn.
 */
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
  if (!p.byCard && s.leftThisPhase.some((l) => l.name === name && l.theater !== p.theater))
    return `${name} left the other theater this phase: he may not enter the ${where} until later.`;
  if (s.decks[p.side].deck === 1 && !s.everInPlay.includes(name) && !p.homeChecked)
    return `${name} enters play for the first time: he goes to the theater printed on his card. Tick the box once checked.`;
  return null;
}

/** Why taking general `g` back to hand is refused now, or null. */
export function removalProblem(s: CampaignSnapshot, g: GeneralInPlay): string | null {
  if (g.side !== 'confederate' || !closedTheaters(s.fallen).includes(g.theater)) return null;
  if (g.cavalry) return 'The Confederate may never withdraw his cavalry from a closed theater.';
  const c = generalCounts(s, 'confederate', g.theater).all - 1;
  const u = generalCounts(s, 'union', g.theater).all;
  return c < u
    ? `In a closed theater the Confederate keeps at least as many generals as the Union (${u}).`
    : null;
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
