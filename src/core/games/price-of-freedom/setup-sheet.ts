/**
 * The Price of Freedom: the set-up sheet as data (§8): board markers, each side's starting
 * armies with their corps, the Union garrison and blockade marker, the cards in hand, and the
 * Turn Record Track with what each turn brings (§9-11, §3, §6, §17.3.3). Commanders arriving on
 * the track are not printed (ruling G1): the player's entries are used, marked as such.
 * Procedures only.
 */
import {
  CAMPAIGN_ROUNDS,
  EMANCIPATION_FROM_TURN,
  ENTRENCHMENT_FROM_TURN,
  VICTORY,
} from './constants.js';
import type { Nation } from './constants.js';
import { commanderLabel } from './commander-entry.js';
import type { ResolvedCommander } from './commanders.js';
import type { Commander, Setup, SetupArmy, TurnRecord } from './schema.js';
import type { GameData } from './setup.js';
import { freeCorps, turnOrder } from './turn-info.js';
import { BATTLE_CARDS_RETURN_TURN, TURN_WAR_EFFORT_BONUS } from './turn-data.js';
import type { TurnOrderRow } from './turn-data.js';

/** One starting army, resolved to names. */
export interface SheetArmy extends SetupArmy {
  readonly commanderName: string;
  readonly star: boolean;
  readonly diamond: boolean;
  readonly regionName: string;
  readonly corps: number;
}

/** One side's starting forces. */
export interface SheetSide {
  readonly side: Nation;
  readonly armies: readonly SheetArmy[];
  readonly fresh: number;
  readonly spent: number;
  readonly corps: number;
  /** The Corps Deployed marker's space (§8.2), which must equal `corps`. */
  readonly deployedMarker: number | null;
}

/** Something that happens in a turn, with its rule. */
export interface TurnEvent {
  readonly text: string;
  readonly rule: string;
}

/** A commander placed on the track for a turn, and where that turn came from. */
export interface ArrivingCommander {
  readonly id: string;
  readonly name: string;
  readonly side: Nation;
  readonly source: 'rulebook' | 'player';
}

/** One space of the Turn Record Track with what it brings. */
export interface SheetTurn extends TurnRecord {
  /** The campaign rounds played: 3-4 in Turn 1, else 1-4 (§9.2, §12.1). */
  readonly rounds: readonly number[];
  readonly order: TurnOrderRow;
  readonly cardPhase: boolean;
  /** Free corps in the reinforcement phase; `usaWithDraft` once DRAFT is played (§11.4). */
  readonly freeCorps: {
    readonly usa: number;
    readonly usaWithDraft: number;
    readonly csa: number;
  } | null;
  readonly events: readonly TurnEvent[];
  readonly arriving: readonly ArrivingCommander[];
}

/** The whole set-up sheet. */
export interface SetupSheet {
  readonly title: string;
  readonly markers: Setup['markers'];
  readonly sides: Readonly<Record<Nation, SheetSide>>;
  readonly garrisons: readonly {
    readonly region: string;
    readonly name: string;
    readonly rule: string;
  }[];
  readonly blockade: readonly {
    readonly box: string;
    readonly name: string;
    readonly markers: number;
    readonly rule: string;
  }[];
  readonly kentucky: Setup['kentucky'];
  readonly cards: Setup['cards'] & { readonly handAtStart: number };
  readonly turns: readonly SheetTurn[];
  /** Commanders not on the map at set-up whose entry turn is not known (ruling G1). */
  readonly unplaced: readonly {
    readonly id: string;
    readonly name: string;
    readonly side: Nation;
  }[];
}

function turnEvents(turn: number): TurnEvent[] {
  const events: TurnEvent[] = [];
  if (turn === 1)
    events.push({
      text: 'No card or reinforcement phase; the war opens in campaign round 3',
      rule: '§9.2, §10.1, §11.1',
    });
  if (turn === BATTLE_CARDS_RETURN_TURN)
    events.push({ text: 'Battle cards shuffled back into the deck first', rule: '§8.3, §10.2' });
  for (const b of TURN_WAR_EFFORT_BONUS)
    if (b.turn === turn)
      events.push({ text: `War Effort +${b.value} for both sides`, rule: '§4.1, §4.2, §10.7' });
  if (turn === EMANCIPATION_FROM_TURN)
    events.push({ text: 'The Emancipation may be proclaimed from now on', rule: '§6.1' });
  if (turn === VICTORY.militaryFromTurn)
    events.push({ text: 'Military victories checked from now on', rule: '§3.1.3, §3.2.2' });
  if (turn === ENTRENCHMENT_FROM_TURN)
    events.push({ text: 'Defender +1 in battle from now on', rule: '§17.3.3' });
  if (turn === VICTORY.politicalTurn)
    events.push({ text: 'Confederate political victory checked at the end', rule: '§3.1.2' });
  if (turn === VICTORY.defaultTurn)
    events.push({
      text: 'Last turn: Confederate victory by default unless the Union has won',
      rule: '§3.1.4, §9.1',
    });
  return events;
}

/**
 * The set-up sheet from validated game data. `roster` (the commanders completed with the
 * player's entries) supplies entry turns the rulebook does not print; without it, only the
 * set-up's own commanders are placed.
 */
export function setupSheet(data: GameData, roster?: readonly ResolvedCommander[]): SetupSheet {
  const { setup, commanders } = data;
  const byId = new Map<string, Commander>(commanders.map((c) => [c.id, c]));
  const regions = new Map(setup.regions.map((r) => [r.id, r.name]));
  const marker = (id: string) => setup.markers.find((m) => m.id === id)?.space ?? null;
  const side = (n: Nation): SheetSide => {
    const armies = setup.armies
      .filter((a) => a.side === n)
      .map((a): SheetArmy => {
        const c = byId.get(a.commander);
        return {
          ...a,
          commanderName: c ? commanderLabel(c) : a.commander,
          star: c?.star ?? false,
          diamond: c?.diamond ?? false,
          regionName: regions.get(a.region) ?? a.region,
          corps: a.fresh + a.spent,
        };
      });
    const fresh = armies.reduce((t, a) => t + a.fresh, 0);
    const spent = armies.reduce((t, a) => t + a.spent, 0);
    return {
      side: n,
      armies,
      fresh,
      spent,
      corps: fresh + spent,
      deployedMarker: marker(`${n}-corps-deployed`),
    };
  };
  const onMap = new Set(setup.armies.map((a) => a.commander));
  const resolved: readonly Pick<
    ResolvedCommander,
    'id' | 'side' | 'name' | 'entryTurn' | 'sources'
  >[] =
    roster ??
    commanders.map((c) => ({
      id: c.id,
      side: c.side,
      name: c.name,
      entryTurn: c.entryTurn,
      sources: {
        name: c.name === null ? 'missing' : 'rulebook',
        adrm: 'missing',
        ddrm: 'missing',
        mam: 'missing',
        entryTurn: c.entryTurn === null ? 'missing' : 'rulebook',
        theater: 'missing',
      },
    }));
  const offMap = resolved.filter((c) => !onMap.has(c.id));
  const turns = setup.turns.map((t): SheetTurn => {
    const rounds = Array.from(
      { length: CAMPAIGN_ROUNDS - t.firstRound + 1 },
      (_, i) => t.firstRound + i,
    );
    const cardPhase = t.turn > 1;
    return {
      ...t,
      rounds,
      order: turnOrder(t.turn),
      cardPhase,
      freeCorps: cardPhase
        ? {
            usa: freeCorps(t.turn, 'usa', false),
            usaWithDraft: freeCorps(t.turn, 'usa', true),
            csa: freeCorps(t.turn, 'csa', false),
          }
        : null,
      events: turnEvents(t.turn),
      arriving: offMap
        .filter((c) => c.entryTurn === t.turn)
        .map((c) => ({
          id: c.id,
          name: commanderLabel(c),
          side: c.side,
          source: c.sources.entryTurn === 'player' ? ('player' as const) : ('rulebook' as const),
        })),
    };
  });
  return {
    title: setup.title,
    markers: setup.markers,
    sides: { usa: side('usa'), csa: side('csa') },
    garrisons: setup.garrisons.map((g) => ({ ...g, name: regions.get(g.region) ?? g.region })),
    blockade: setup.blockade.map((b) => ({
      ...b,
      name:
        setup.regions
          .filter((r) => r.box === b.box)
          .map((r) => r.name)
          .join(' / ') || b.box,
    })),
    kentucky: setup.kentucky,
    cards: { ...setup.cards, handAtStart: setup.cards.dealtPerPlayer + 1 },
    turns,
    unplaced: offMap
      .filter((c) => c.entryTurn === null)
      .map((c) => ({ id: c.id, name: commanderLabel(c), side: c.side })),
  };
}
