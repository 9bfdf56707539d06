/**
 * Battle Cry of Freedom: short builders for the Resource-event rows, so each card of
 * `cards-resources-union.ts` and `cards-resources-confederate.ts` reads as one entry.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import type { Evidence, Side } from './cards-common.js';
import type {
  CpEffect,
  ResourceCard,
  ResourceCondition,
  ResourceFlag,
  ResourceWindow,
} from './play-cards.js';

/** A condition on a flag of the campaign: set (or, with `is` false, not set). */
export const f = (flag: ResourceFlag, is = true): ResourceCondition => ({ kind: 'flag', flag, is });

/** A command-point effect on each side; null where the rulebook does not give it. */
export const cp = (union: number | null, confederate: number | null): CpEffect => ({
  union,
  confederate,
});

/** An effect the rulebook does not give. */
export const UNKNOWN = cp(null, null);

/** What sets a card apart: other effects, hinted conditions, copies, and evidence beyond the notes. */
interface ResourceMore {
  readonly does?: string;
  readonly unsure?: string;
  readonly copies?: number;
  /** Where the card is known from (default: only the player notes). */
  readonly evidence?: Evidence;
}

/** The builder of `side`'s Resource events. */
export function resourceOf(side: Side) {
  return (
    id: string,
    name: string,
    window: ResourceWindow | null,
    conditions: readonly ResourceCondition[],
    effect: CpEffect,
    cites: readonly CiteRow[],
    more: ResourceMore = {},
  ): ResourceCard => ({
    id,
    name,
    side,
    window,
    conditions,
    effect,
    evidence: more.evidence ?? 'notes',
    cites,
    ...(more.does === undefined ? {} : { does: more.does }),
    ...(more.unsure === undefined ? {} : { unsure: more.unsure }),
    ...(more.copies === undefined ? {} : { copies: more.copies }),
  });
}
