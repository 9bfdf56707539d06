/**
 * The Price of Freedom: placing new corps (§11.4-11.9, §14.1): the per-region caps of one
 * reinforcement phase or campaign round, the theater commanders' priority, War Effort and the
 * counter mix. Procedures only; the tracker's reducer calls `placeCorps`.
 */
import {
  ARMY_LIMITS,
  CORPS_COUNTERS,
  DEPLOY_CAP,
  NATION_LABELS,
  PRIORITY_CAP,
} from './constants.js';
import type { Nation } from './constants.js';
import type { CampaignSnapshot, CorpsPlacement, RegionKind, Theater } from './tracker-types.js';
import { warEffort } from './war-effort.js';
import { WAR_EFFORT_REGIONS } from './war-effort-lines.js';

/** Each side's capital (§2.1): the only region of the 'capital' kind for that side. */
export const CAPITALS: Readonly<Record<Nation, string>> = {
  usa: WAR_EFFORT_REGIONS.washington,
  csa: WAR_EFFORT_REGIONS.richmond,
};

/**
 * New corps a region may take in one reinforcement phase or campaign round (§11.5): 1 in a
 * regular home region or, for the Union only, an enemy region; 2 in a resource home region
 * other than the capital; 3 in the capital. Null where the side may not place at all (a
 * Confederate 'enemy' region).
 */
export function regionCap(side: Nation, kind: RegionKind): number | null {
  switch (kind) {
    case 'capital':
      return DEPLOY_CAP.capital;
    case 'resource':
      return DEPLOY_CAP.resource;
    case 'regular':
      return DEPLOY_CAP.regular;
    case 'enemy':
      return side === 'usa' ? DEPLOY_CAP.regular : null;
  }
}

/**
 * The theater commander who must receive the next new corps of `side` (§11.7): the Eastern
 * one first, then the Western one, each until he has 4 corps (Union) or 3 (Confederate);
 * null when neither has priority (no theater commander, or both at that size). Those in
 * `unable` cannot legally take a corps now, so priority passes them by (ruling A14).
 */
export function priorityCommander(
  s: CampaignSnapshot,
  side: Nation,
  unable: readonly Theater[] = [],
): Theater | null {
  const cap = PRIORITY_CAP[side];
  for (const theater of ['east', 'west'] as const) {
    const corps = s.theaterCorps[side][theater];
    if (corps > 0 && corps < cap && !unable.includes(theater)) return theater;
  }
  return null;
}

const THEATER_WORD: Readonly<Record<Theater, string>> = { east: 'Eastern', west: 'Western' };

/** Checks one corps placed by `side` under `placement`; the error names the rule. */
function checkOne(s: CampaignSnapshot, side: Nation, p: CorpsPlacement): void {
  const cap = regionCap(side, p.kind);
  if (cap === null)
    throw new RangeError('Only the Union may place new corps in an enemy region (§11.5).');
  if (p.kind === 'capital' && p.region !== CAPITALS[side])
    throw new RangeError(`The ${NATION_LABELS[side]} capital is ${CAPITALS[side]} (§2.1).`);
  const control = s.control[p.region];
  if (control !== undefined && control !== side) {
    throw new RangeError(
      'New corps go only to a region in supply, which must be friendly-controlled (§2.7, §11.5).',
    );
  }
  const placed = s.placed[side][p.region] ?? 0;
  if (placed + 1 > cap) {
    throw new RangeError(
      `This region takes at most ${cap} new corps per reinforcement phase or campaign round (§11.5).`,
    );
  }
  const unable = p.unable ?? [];
  if (p.joins !== 'other' && unable.includes(p.joins))
    throw new RangeError(
      `The ${THEATER_WORD[p.joins]} theater commander was said to be unable to take it.`,
    );
  const priority = priorityCommander(s, side, unable);
  if (priority !== null && p.joins !== priority) {
    throw new RangeError(
      `The ${THEATER_WORD[priority]} theater commander has ${s.theaterCorps[side][priority]} corps: new corps go to him first until he has ${PRIORITY_CAP[side]} (§11.7).`,
    );
  }
  if (p.joins !== 'other') {
    const corps = s.theaterCorps[side][p.joins];
    if (corps === 0)
      throw new RangeError(`There is no ${THEATER_WORD[p.joins]} theater commander to reinforce.`);
    if (corps + 1 > ARMY_LIMITS.theaterMax)
      throw new RangeError(
        `A theater commander never has more than ${ARMY_LIMITS.theaterMax} corps (§11.8).`,
      );
  }
  const after = s.corps[side] + 1;
  if (after > warEffort(s)[side]) {
    throw new RangeError(
      `That would put ${after} corps on the map, above War Effort ${warEffort(s)[side]} (§11.9).`,
    );
  }
  if (after > CORPS_COUNTERS[side])
    throw new RangeError(`Only ${CORPS_COUNTERS[side]} corps counters exist (§2.2.3).`);
}

/**
 * `count` new (spent) corps of `side` placed under `placement`, one after another, each checked
 * against the region's cap (§11.5), the theater commanders' priority (§11.7, ruling A14), the
 * size of a theater commander's army (§11.8), War Effort (§11.9) and the counters (§2.2.3).
 * Throws a RangeError, changing nothing, if any of them would be broken.
 */
export function placeCorps(
  s: CampaignSnapshot,
  side: Nation,
  count: number,
  placement: CorpsPlacement,
): CampaignSnapshot {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('Place 1 or more corps.');
  let next = s;
  for (let i = 0; i < count; i++) {
    checkOne(next, side, placement);
    const theaters = { ...next.theaterCorps[side] };
    if (placement.joins !== 'other') theaters[placement.joins] += 1;
    next = {
      ...next,
      corps: { ...next.corps, [side]: next.corps[side] + 1 },
      placed: {
        ...next.placed,
        [side]: {
          ...next.placed[side],
          [placement.region]: (next.placed[side][placement.region] ?? 0) + 1,
        },
      },
      theaterCorps: { ...next.theaterCorps, [side]: theaters },
    };
  }
  return next;
}

/** Sets the corps under one theater commander (0: there is none), 0..6 (§7.2.3). */
export function setTheaterCorps(
  s: CampaignSnapshot,
  side: Nation,
  theater: Theater,
  corps: number,
): CampaignSnapshot {
  if (!Number.isInteger(corps) || corps < 0 || corps > ARMY_LIMITS.theaterMax) {
    throw new RangeError(
      `A theater commander has 1 to ${ARMY_LIMITS.theaterMax} corps (0: none) (§7.2.3).`,
    );
  }
  return {
    ...s,
    theaterCorps: { ...s.theaterCorps, [side]: { ...s.theaterCorps[side], [theater]: corps } },
  };
}

/** No new corps placed yet in this phase or round (a new reinforcement phase or round, §11.5). */
export const NO_PLACEMENTS: CampaignSnapshot['placed'] = { usa: {}, csa: {} };
