/**
 * In Freedom's Cause: the quality a side of a melee fights at. One unit fights at its own; several
 * fight at the quality most of them hold (Charges and Melee), the higher on a tie (ruling A10),
 * worked out from how many units of each quality the player gives, and said how.
 */
import { countText } from '../../shared/count-text.js';
import { QUALITIES, qualityById, type Quality, type QualityId } from './quality.js';
import { QUALITIES_BEST_FIRST, majorityQuality, type QualityCounts } from './quality-majority.js';

/** A side of a melee, as its inputs are named: 'a' for the attacker, 'd' for the defender. */
export type MeleeSide = 'a' | 'd';

/** The input holding how many of a side's units hold a quality: 'aveteran'. */
export function qualityCountId(side: MeleeSide, quality: QualityId): string {
  return `${side}${quality}`;
}

/** The quality a side fights at, how it was reached, and what in the entries does not add up. */
export interface SideQuality {
  readonly quality: Quality;
  /** How it was reached, in words. */
  readonly how: string;
  /** Whether two or more qualities tied for the most units and the higher was taken. */
  readonly tie: boolean;
  /** What the entries leave out or overcount, or null. */
  readonly problem: string | null;
}

/** The counts in words, most first, best first on equal counts: '2 Average and 1 Veteran'. */
function countsText(counts: QualityCounts): string {
  const parts = QUALITIES_BEST_FIRST.map((q) => ({ q, n: counts[q.id] ?? 0 }))
    .filter((x) => x.n > 0)
    .sort((x, y) => y.n - x.n)
    .map((x) => `${String(x.n)} ${x.q.label}`);
  return parts.length < 2
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${String(parts.at(-1))}`;
}

/**
 * The quality `who` ('attacker') fights at with `units` units in the melee: with one, `single`
 * (the quality picked for it); with several, the one most of `counts` hold, the higher on a tie.
 * Until any unit is counted, `single` stands in and the problem says so.
 */
export function meleeSideQuality(
  who: string,
  units: number,
  single: string,
  counts: QualityCounts,
): SideQuality {
  const picked = qualityById(single);
  if (units <= 1)
    return { quality: picked, how: `${picked.label}, its one unit’s`, tie: false, problem: null };
  const counted = QUALITIES.reduce((t, q) => t + (counts[q.id] ?? 0), 0);
  const majority = majorityQuality(counts);
  if (majority === null)
    return {
      quality: picked,
      how: `${picked.label}, until its units are counted by quality`,
      tie: false,
      problem: `Count the ${who}’s ${String(units)} units by quality: until then the tables take ${picked.label}.`,
    };
  const most = counts[majority.id] ?? 0;
  const tied = QUALITIES.filter((q) => (counts[q.id] ?? 0) === most);
  const tie = tied.length > 1;
  const of = countsText(counts);
  const names = [...tied].reverse().map((q) => q.label);
  const how = tie
    ? `${majority.label}: of ${of}, ${names.slice(0, -1).join(', ')} and ${String(names.at(-1))} tie for the most, and the higher is taken (ruling A10)`
    : `${majority.label}, held by ${String(most)} of its ${countText(counted, 'unit')} (${of})`;
  const problem =
    counted === units
      ? null
      : `The ${who}’s units by quality add up to ${String(counted)}, but ${String(units)} are in the melee: count each unit once.`;
  return { quality: majority, how, tie, problem };
}
