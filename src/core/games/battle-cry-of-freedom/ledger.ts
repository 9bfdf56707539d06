/**
 * Battle Cry of Freedom: what the combat ledger's cards add up to (Glossary › Combat Value, as
 * its examples and the Appendix battles use it, ruling C13): each side's attacks, lowered by the
 * opponent's defends only while it has an attack in play, a victory city's own defence against
 * the Union (ruling A14), who is winning (the initiative must exceed, ruling A15 for the Major
 * Victory), and the volley against the generals present. Pure queries.
 */
import {
  COMBAT,
  GETTYSBURG,
  BATTLE_CONTINUES,
  opponentOf,
  SIDES,
  type Side,
} from './combat-data.js';
import {
  BY_HAND,
  type LedgerCard,
  type LedgerGeneral,
  type LedgerSnapshot,
} from './ledger-types.js';

type Cards = readonly LedgerCard[];

/** The card with `id`, if any. */
export function cardOf(cards: Cards, id: string): LedgerCard | undefined {
  return cards.find((c) => c.id === id);
}

/**
 * Whether `card` is in play: not cancelled by a card still in play (or by hand), and the card it
 * is attached to is in play. A restored canceller cancels again; a cancelled one lets go.
 */
export function inPlay(
  cards: Cards,
  card: LedgerCard,
  seen: ReadonlySet<string> = new Set(),
): boolean {
  if (seen.has(card.id)) return false;
  const path = new Set(seen).add(card.id);
  const host = card.attachedTo === null ? undefined : cardOf(cards, card.attachedTo);
  if (host && !inPlay(cards, host, path)) return false;
  return !card.canceledBy.some((by) => {
    if (by === BY_HAND) return true;
    const canceller = cardOf(cards, by);
    return canceller !== undefined && inPlay(cards, canceller, path);
  });
}

/** Whether `card`'s being in play depends on `on` (through its host or its cancellers). */
export function dependsOn(
  cards: Cards,
  card: LedgerCard,
  on: string,
  seen = new Set<string>(),
): boolean {
  if (card.id === on) return true;
  if (seen.has(card.id)) return false;
  seen.add(card.id);
  const next = [card.attachedTo, ...card.canceledBy].filter((x): x is string => x !== null);
  return next.some((id) => {
    const c = cardOf(cards, id);
    return c !== undefined && dependsOn(cards, c, on, seen);
  });
}

/** A card's value with the in-play modifiers attached to it. */
export function effectiveValue(cards: Cards, card: LedgerCard): number {
  return cards
    .filter((m) => m.kind === 'modifier' && m.attachedTo === card.id && inPlay(cards, m))
    .reduce((sum, m) => sum + m.value, card.value);
}

function inPlayOf(cards: Cards, side: Side, kind: LedgerCard['kind']): LedgerCard[] {
  return cards.filter((c) => c.side === side && c.kind === kind && inPlay(cards, c));
}

/** One side's value and what makes it up. */
export interface SideValue {
  readonly side: Side;
  /** Its attacks in play, with their modifiers. */
  readonly attack: number;
  /** The opponent's defends (and a city's defence) that count against it now. */
  readonly against: number;
  /** Whether it has an attack in play (else the opponent's defends lie dormant). */
  readonly attacking: boolean;
  /** Its Combat Value: no floor. */
  readonly cv: number;
}

/** The value of `side` now. */
export function sideValue(s: LedgerSnapshot, side: Side): SideValue {
  const attacks = inPlayOf(s.cards, side, 'attack');
  const attacking = attacks.length > 0;
  const attack = attacks.reduce((sum, c) => sum + effectiveValue(s.cards, c), 0);
  const defends = inPlayOf(s.cards, opponentOf(side), 'defend').reduce(
    (sum, c) => sum + effectiveValue(s.cards, c),
    0,
  );
  const city = s.battle.victoryCity && side === 'union' ? COMBAT.victoryCityDefense : 0;
  const against = attacking ? defends + city : 0;
  return { side, attack, against, attacking, cv: attack + against };
}

/** Who would win if the battle ended now, by how much, and whether it is a Major Victory. */
export interface Standing {
  readonly initiative: SideValue;
  readonly defender: SideValue;
  /** The initiative's value less the defender's. */
  readonly margin: number;
  readonly winner: Side;
  readonly loser: Side;
  readonly major: boolean;
}

/** The standing now: the initiative must exceed, a tie goes to the defender. */
export function standing(s: LedgerSnapshot): Standing {
  const init = s.battle.initiative;
  const initiative = sideValue(s, init);
  const defender = sideValue(s, opponentOf(init));
  const margin = initiative.cv - defender.cv;
  const winner = margin > 0 ? init : opponentOf(init);
  const major = !s.battle.victoryCity && Math.abs(margin) >= COMBAT.majorVictoryMargin;
  return { initiative, defender, margin, winner, loser: opponentOf(winner), major };
}

/** The generals of `side` in the battle. */
export function generalsOf(s: LedgerSnapshot, side: Side): LedgerGeneral[] {
  return s.generals.filter((g) => g.side === side);
}

/** Cards `side` may play at one time: one per general present, or one Special Event with none. */
export function volleyLimit(s: LedgerSnapshot, side: Side): number {
  const present = generalsOf(s, side).length;
  return present > 0 ? present : COMBAT.noGeneralVolley;
}

/** A general's stars now: offensive while his side has the initiative, else defensive. */
export function effectiveStars(s: LedgerSnapshot, g: LedgerGeneral): number | null {
  return g.side === s.battle.initiative ? (g.offense ?? g.defense) : (g.defense ?? g.offense);
}

/** The last day this battle may reach: Gettysburg's days, or one, plus each Battle Continues. */
export function lastDay(s: LedgerSnapshot): number {
  const base = s.battle.mode === 'gettysburg' ? GETTYSBURG.days : 1;
  return base + SIDES.length * BATTLE_CONTINUES.perPlayer;
}

/** Whether `side` may play Battle Continues now: the day ended and he still holds his. */
export function mayContinue(s: LedgerSnapshot, side: Side): boolean {
  const played = s.continued.filter((x) => x === side).length;
  return s.ended && played < BATTLE_CONTINUES.perPlayer && s.day < lastDay(s);
}
