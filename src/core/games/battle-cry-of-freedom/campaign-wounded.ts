/**
 * Gettysburg's wounded generals: a general wounded on one day leaves play and is kept with his
 * day; at the start of the next day his side may bring in one of the generals set aside at the
 * set-up in his place, unless that passes the normal limit of generals in the battle (Gettysburg
 * Scenario › I. Set-Up, B.2; ruling G47). Pure.
 */
import { countText } from '../../shared/count-text.js';
import { PLACE } from './cards-common.js';
import { GENERAL_LIMIT, generalCounts, placementProblem } from './campaign-generals.js';
import type { CampaignSnapshot, WoundedGeneral } from './campaign-types.js';
import { SIDE_LABELS, SIDES, type Side, type Theater } from './phases.js';
import { isKnownCavalry, requireScenario } from './scenarios.js';

/** Where the replacement rule is printed (trace: L455–459). */
export const REPLACEMENT_PLACE = `${PLACE.gettysburg} › I. Set-Up, B.2`;

/**
 * The replacement's numbers: one general for each one wounded, brought in on the day after the
 * wound (Gettysburg Scenario › I. Set-Up, B.2, L459).
 */
export const WOUNDED_REPLACEMENT = { perWounded: 1, daysAfter: 1 } as const;

/** The theater of the scenario's one battle (its opening battle card's). */
const theaterOf = (s: CampaignSnapshot): Theater =>
  requireScenario(s.scenario).opening?.theater ?? 'east';

function requireGettysburg(s: CampaignSnapshot): void {
  if (requireScenario(s.scenario).victory !== 'gettysburg')
    throw new RangeError('Wounded generals are replaced in the Gettysburg scenario only.');
}

/**
 * `side`'s generals set aside at the set-up and still out of the battle: the scenario's list of
 * generals available, save those who have been in play (a wounded general is out for good).
 */
export function setAsideGenerals(s: CampaignSnapshot, side: Side): string[] {
  const pool = requireScenario(s.scenario).pools?.[side];
  if (!pool) return [];
  return [...pool.infantry, ...pool.cavalry].filter((n) => !s.everInPlay.includes(n));
}

/** The day whose wounded may be replaced today. */
const woundDay = (s: CampaignSnapshot) => s.day - WOUNDED_REPLACEMENT.daysAfter;

/** `side`'s generals wounded on the day before this one and not replaced yet. */
export function replacementsOwed(s: CampaignSnapshot, side: Side): WoundedGeneral[] {
  return (s.wounded ?? []).filter((w) => w.side === side && w.day === woundDay(s) && !w.replacedBy);
}

/** What `side` may do today, in a line: his wounded of yesterday and the limit. */
export function replacementText(s: CampaignSnapshot, side: Side): string | null {
  const owed = replacementsOwed(s, side);
  if (owed.length === 0) return null;
  const n = generalCounts(s, side, theaterOf(s));
  return `${SIDE_LABELS[side]}: ${owed.map((w) => w.name).join(', ')} wounded on day ${woundDay(s)}, so up to ${countText(owed.length * WOUNDED_REPLACEMENT.perWounded, 'set-aside general')} may come in now; in play ${n.infantry} of ${GENERAL_LIMIT.infantry} infantry and ${n.cavalry} of ${GENERAL_LIMIT.cavalry} cavalry (${REPLACEMENT_PLACE}).`;
}

/** The sides with a replacement owed today. */
export function sidesOwed(s: CampaignSnapshot): Side[] {
  return SIDES.filter((side) => replacementsOwed(s, side).length > 0);
}

/** Why `side` may not bring `name` in today to replace a wounded general, or null. */
export function replacementProblem(s: CampaignSnapshot, side: Side, name: string): string | null {
  const who = SIDE_LABELS[side];
  const yesterday = woundDay(s);
  if (yesterday < 1)
    return `On day ${s.day} no general was wounded the day before: a replacement comes at the start of the day after the wound (${REPLACEMENT_PLACE}).`;
  const wounded = (s.wounded ?? []).filter((w) => w.side === side && w.day === yesterday);
  if (wounded.length === 0)
    return `No ${who} general was wounded on day ${yesterday}: a replacement comes only for one wounded the day before (${REPLACEMENT_PLACE}).`;
  if (replacementsOwed(s, side).length === 0)
    return `The ${who} has replaced all ${countText(wounded.length, 'general')} wounded on day ${yesterday} (${REPLACEMENT_PLACE}).`;
  if (!setAsideGenerals(s, side).includes(name))
    return `${name} is not among the ${who} generals set aside at the start: the replacement comes from them (${REPLACEMENT_PLACE}).`;
  const problem = placementProblem(s, {
    side,
    theater: theaterOf(s),
    name,
    cavalry: isKnownCavalry(name),
    byCard: false,
    homeChecked: true,
  });
  return problem
    ? `${problem} No replacement passes the normal limit (${REPLACEMENT_PLACE}).`
    : null;
}

/** General `id` is wounded today: he leaves play, kept with the day for his replacement. */
export function woundGeneral(s: CampaignSnapshot, id: string): CampaignSnapshot {
  requireGettysburg(s);
  const g = s.generals.find((x) => x.id === id);
  if (!g) throw new RangeError('No such general in play.');
  return {
    ...s,
    generals: s.generals.filter((x) => x.id !== id),
    wounded: [...(s.wounded ?? []), { name: g.name, side: g.side, day: s.day }],
    note: `${g.name} is wounded on day ${s.day} and leaves the battle; the ${SIDE_LABELS[g.side]} may replace him at the start of day ${s.day + WOUNDED_REPLACEMENT.daysAfter}.`,
  };
}

/** `side` brings set-aside general `name` in for his first unreplaced wounded general of yesterday. */
export function replaceWounded(s: CampaignSnapshot, side: Side, name: string): CampaignSnapshot {
  requireGettysburg(s);
  const problem = replacementProblem(s, side, name);
  if (problem) throw new RangeError(problem);
  const [w] = replacementsOwed(s, side);
  if (!w) throw new RangeError(`No ${SIDE_LABELS[side]} replacement is owed today.`);
  const wounded = (s.wounded ?? []).map((x) => (x === w ? { ...x, replacedBy: name } : x));
  return {
    ...s,
    wounded,
    generals: [
      ...s.generals,
      {
        id: `g${s.nextId}`,
        name,
        side,
        theater: theaterOf(s),
        cavalry: isKnownCavalry(name),
        threeStar: requireScenario(s.scenario).threeStar.includes(name),
        byCard: false,
      },
    ],
    everInPlay: [...s.everInPlay, name],
    nextId: s.nextId + 1,
    note: `${name} comes in for ${w.name}, wounded on day ${w.day} (${REPLACEMENT_PLACE}).`,
  };
}
