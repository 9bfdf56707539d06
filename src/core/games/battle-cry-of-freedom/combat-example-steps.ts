/**
 * Battle Cry of Freedom: the shape of a worked battle the combat ledger replays step by step, and
 * short builders for its events, so each step of the rulebook's battles reads as one line.
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import type { Side } from './combat-data.js';
import { generalById } from './generals.js';
import type { AddGeneral, BattleInfo, CardKind, EventType, LedgerEvent } from './ledger-types.js';

/** One step: what happens (in our words), the margin the rulebook states after it, its events. */
export interface ExampleStep {
  readonly action: string;
  /** The initiative's value less the defender's, as the text gives it after this step. */
  readonly stated?: number;
  readonly events: readonly LedgerEvent[];
}

export interface WorkedExample {
  readonly slug: string;
  readonly title: string;
  readonly battle: BattleInfo;
  /** The generals present when the battle begins. */
  readonly generals: readonly AddGeneral[];
  readonly steps: readonly ExampleStep[];
  readonly cites: readonly CiteRow[];
  /** What the replay assumes beyond the text. */
  readonly note?: string;
}

/**
 * A battle of the rulebook's example turn, named by its battle card: its slug, title and battle,
 * so the card and the name are each written once.
 */
export function exampleBattle(
  card: string,
  name: string,
  initiative: Side,
): Pick<WorkedExample, 'slug' | 'title' | 'battle'> {
  return {
    slug: `example-${card}`,
    title: `Example: ${name}`,
    battle: { name, initiative, victoryCity: false, mode: 'battle', card },
  };
}

/**
 * A general present at the start, as the rulebook names him (`generals.ts`); his stars are left
 * for the player's card data.
 */
export function gen(id: string): AddGeneral {
  const g = generalById(id);
  if (!g) throw new Error(`No general “${id}” in the rulebook's cards.`);
  return {
    type: 'add-general',
    id,
    side: g.side,
    name: g.name,
    offense: null,
    defense: null,
    cavalry: g.cavalry === true,
  };
}

interface CardOptions {
  readonly general?: string;
  readonly attachedTo?: string;
  readonly cancels?: string;
  readonly event?: EventType;
}

/** A card played: its side, id, name, kind and value, and what it engages, joins or cancels. */
export function card(
  side: Side,
  id: string,
  name: string,
  kind: CardKind,
  value: number,
  o: CardOptions = {},
): LedgerEvent {
  return {
    type: 'play',
    id,
    side,
    name,
    kind,
    value,
    event: o.event ?? (o.general ? 'battle' : kind === 'special' ? 'special' : 'unrecorded'),
    stars: null,
    general: o.general ?? null,
    attachedTo: o.attachedTo ?? null,
    cancels: o.cancels ?? null,
  };
}

/** The actor ends his volley (a pass if he did nothing). */
export const HAND_OVER: LedgerEvent = { type: 'hand-over' };
