/**
 * Battle Cry of Freedom: which named Resource cards may be played now (Phases B and J), from the
 * situation flags the cards' conditions read. A card whose window or condition the text does not
 * give is not ruled out: it is marked for the players to check on the card.
 */
import { SIDE_LABEL, type Side } from './cards-common.js';
import {
  RESOURCE_CARDS,
  type ResourceCard,
  type ResourceCondition,
  type ResourceFlag,
} from './play-cards.js';

/** The Resource phase being played. */
export type ResourcePhase = 'first' | 'second';

export interface ResourceSituation {
  readonly phase: ResourcePhase;
  /** Union command points minus Confederate. */
  readonly lead: number;
  readonly flags: ReadonlySet<ResourceFlag>;
}

/** A card's standing now: playable, not playable (with why), or to be checked on the card. */
export interface ResourceStanding {
  readonly card: ResourceCard;
  readonly status: 'playable' | 'barred' | 'check';
  readonly reasons: readonly string[];
}

/** What each flag means, in words. */
export const FLAG_TEXT: Readonly<Record<ResourceFlag, string>> = {
  unionWon: 'the Union won a battle this turn',
  confederateMajor: 'the Confederate won a Major Victory this turn',
  invasionWon: 'the Confederate won an invasion battle this turn',
  prelimPlayed: 'the Preliminary Emancipation Proclamation has been played',
  prelimDeckOne: 'the Preliminary Emancipation Proclamation was played in the Union’s Deck One',
  epPlayed: 'the Emancipation Proclamation has been played',
  epDeckOne: 'the Emancipation Proclamation was played in the Union’s Deck One',
  blockadePlayed: 'Blockade Tightens has been played',
  cityLost: 'the Confederate has lost a victory city',
  unionHoldsTwo: 'the Union holds two or more battle cards',
  confederateDeckOne: 'the Confederate is in his Deck One',
};

const WINDOW_TEXT = { first: 'First', second: 'Second', any: 'any' } as const;

/** The condition in words. */
export function conditionText(c: ResourceCondition): string {
  if (c.kind === 'flag') return c.is ? FLAG_TEXT[c.flag] : `not: ${FLAG_TEXT[c.flag]}`;
  if (c.kind === 'behind') return `the ${SIDE_LABEL[c.side]} is behind in command points`;
  return `the ${SIDE_LABEL[c.side]} leads by ${c.atLeast} or more command points`;
}

function holds(c: ResourceCondition, s: ResourceSituation): boolean {
  const lead = (side: Side) => (side === 'union' ? s.lead : -s.lead);
  if (c.kind === 'flag') return s.flags.has(c.flag) === c.is;
  if (c.kind === 'behind') return lead(c.side) < 0;
  return lead(c.side) >= c.atLeast;
}

/** The standing of `card` in `s`. */
export function resourceStanding(card: ResourceCard, s: ResourceSituation): ResourceStanding {
  const reasons: string[] = [];
  let barred = false;
  if (card.window === null) reasons.push('Its Resource phase is not given: check the card.');
  else if (card.window !== 'any' && card.window !== s.phase) {
    barred = true;
    reasons.push(`Played in the ${WINDOW_TEXT[card.window]} Resource Phase only.`);
  }
  for (const c of card.conditions)
    if (!holds(c, s)) {
      barred = true;
      reasons.push(`Needs: ${conditionText(c)}.`);
    }
  if (card.unsure !== undefined) reasons.push(`${card.unsure} Check the card.`);
  const status = barred
    ? 'barred'
    : card.window === null || card.unsure !== undefined
      ? 'check'
      : 'playable';
  return { card, status, reasons };
}

/** Every named Resource card of `side` (or both) with its standing in `s`. */
export function resourceStandings(s: ResourceSituation, side?: Side): ResourceStanding[] {
  return RESOURCE_CARDS.filter((c) => side === undefined || c.side === side).map((c) =>
    resourceStanding(c, s),
  );
}
