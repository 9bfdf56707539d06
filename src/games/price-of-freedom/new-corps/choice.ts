/**
 * What the player has picked in the new-corps form, what the form shows for it (the defaults the
 * rules give: the side's capital, the region's kind, the theater commander with priority), and
 * the event a placement asks the tracker to record. No DOM, so the form stays only its fields.
 */
import {
  DEPLOY_CAP,
  NATION_LABELS,
  PRIORITY_CAP,
  priorityCommander,
  regionName,
  type CampaignEvent,
  type CampaignState,
  type Nation,
  type RegionKind,
  type RegionNames,
  type Setup,
  type Theater,
} from '../../../core/games/price-of-freedom/index.js';
import { placeableRegions, regionIdOf } from '../../../core/games/price-of-freedom/new-corps.js';

/** The region choice that stands for a region the player names. */
export const OTHER = '';
/** The theaters, in the order priority passes through them (§11.7). */
export const THEATERS = ['east', 'west'] as const;
/** A theater commander, by his theater. */
export const THEATER_WORD: Readonly<Record<Theater, string>> = { east: 'Eastern', west: 'Western' };
/** The most new corps one placement takes: a capital's cap (§11.5). */
export const MOST_CORPS = Math.max(...Object.values(DEPLOY_CAP));

/** What the player has picked; null: what the rules make the default. */
export interface NewCorpsChoice {
  readonly side: Nation;
  /** The region picked; null until the player picks one (the side's capital, or another). */
  readonly region: string | null;
  readonly otherName: string;
  /** The kind picked by hand; null: the one the rulebook gives the region. */
  readonly kind: RegionKind | null;
  /** The army picked; null: the theater commander with priority, if any. */
  readonly joins: Theater | 'other' | null;
  readonly count: number;
  /** The theater commanders who cannot take a corps now (ruling A14). */
  readonly unable: readonly Theater[];
}

/** The form's first choice: one Union corps, every default. */
export const FIRST_CHOICE: NewCorpsChoice = {
  side: 'usa',
  region: null,
  otherName: '',
  kind: null,
  joins: null,
  count: 1,
  unable: [],
};

/** `choice` for `side`: its region, kind, army and priority start again. */
export function withSide(choice: NewCorpsChoice, side: Nation): NewCorpsChoice {
  return { ...choice, side, region: null, kind: null, joins: null, unable: [] };
}

/** What the form shows for a choice. */
export interface ShownChoice {
  /** The regions the side controls that the board knows, with the kind the rulebook gives. */
  readonly regions: readonly { readonly id: string; readonly kind: RegionKind }[];
  /** The one picked, else the side's capital if it holds it ({@link OTHER}: one it names). */
  readonly region: string;
  /** Picked by hand, else the region's, else an ordinary home region. */
  readonly kind: RegionKind;
  /** Picked (while that army exists), else whoever has priority. */
  readonly joins: Theater | 'other';
  /** The theater commander with priority now, if any (§11.7). */
  readonly priority: Theater | null;
  /** The theater commanders who could have priority, for ruling A14's "cannot take one". */
  readonly contenders: readonly Theater[];
  /** The rulebook does not say whether the region is a resource region. */
  readonly unknownResource: boolean;
}

/** What the form shows for `choice` in campaign `c`. */
export function shownChoice(
  c: CampaignState,
  setup: Setup | undefined,
  choice: NewCorpsChoice,
): ShownChoice {
  const side = choice.side;
  const regions = placeableRegions(c, setup, side);
  const region =
    choice.region ?? regions.find((r) => r.kind === 'capital')?.id ?? regions[0]?.id ?? OTHER;
  const kind = choice.kind ?? regions.find((r) => r.id === region)?.kind ?? 'regular';
  const j = choice.joins;
  const priority = priorityCommander(c, side, choice.unable);
  const joins =
    j === 'other' || (j !== null && c.theaterCorps[side][j] > 0) ? j : (priority ?? 'other');
  const contenders = THEATERS.filter((t) => {
    const n = c.theaterCorps[side][t];
    return n > 0 && n < PRIORITY_CAP[side];
  });
  const unknownResource =
    region !== OTHER &&
    setup?.regions.find((r) => r.id === region)?.resource === null &&
    (kind === 'resource' || kind === 'regular');
  return { regions, region, kind, joins, priority, contenders, unknownResource };
}

/** The placement `choice` asks for, with its line for the status, or why it cannot be sent. */
export function placement(
  c: CampaignState,
  setup: Setup | undefined,
  names: RegionNames,
  choice: NewCorpsChoice,
): { readonly event: CampaignEvent; readonly what: string } | { readonly error: string } {
  const shown = shownChoice(c, setup, choice);
  const named = shown.region !== OTHER;
  const typed = choice.otherName.trim();
  const id = named ? shown.region : regionIdOf(typed).slice(0, 64);
  if (id === '') return { error: 'Name the region, or pick one from the list.' };
  const where = named ? regionName(c, names, id) : typed;
  const { side, count, unable } = choice;
  return {
    event: {
      type: 'deploy-corps',
      side,
      count,
      placement: {
        region: id,
        kind: shown.kind,
        joins: shown.joins,
        ...(unable.length > 0 ? { unable } : {}),
      },
    },
    what: `${NATION_LABELS[side]}: ${count} new corps in ${where}.`,
  };
}
