/**
 * The U.S. Civil War: the units, Generals and markers each side sets up, as the players key them
 * in from their At Start cards (ruling G6: the rulebook does not list them). One list per card
 * (1861, 1862, 1863; the Campaign Game starts from one of them), saved, exported, imported and
 * shared as the other entered charts; the setup sheet shows them and `setup-placements-facts`
 * checks them against what the rulebook does say about the setup.
 */
import * as v from 'valibot';
import { dataKind } from './data-kind.js';
import { FORTIFICATIONS } from './forts.js';
import type { Scenario } from './scenario-types.js';
import { SIDES, type Side } from './sides.js';
import { keysOf } from '../../shared/keys-of.js';

/** What a placement puts on the map or in a box. */
export const PLACEMENT_KINDS = {
  sp: 'SPs',
  general: 'General',
  militia: 'Militia',
  fort: 'Fortification',
  control: 'Control marker',
  naval: 'Naval unit',
  marker: 'Other marker',
} as const;
export type PlacementKind = keyof typeof PLACEMENT_KINDS;
const KIND_IDS = keysOf(PLACEMENT_KINDS);

/** Sanity bounds on what is typed (no setup card needs more; not rules). */
export const PLACEMENT_LIMITS = { textMax: 40, strengthMax: 99, perCard: 300 } as const;

/** One placement as entered. */
export interface Placement {
  readonly side: Side;
  readonly kind: PlacementKind;
  /** The hex, place or box ('Wheeling 1337', 'Unassigned Generals Box'). */
  readonly where: string;
  /** The unit, General or marker ('McDowell', 'F3', 'West Virginia'). */
  readonly name?: string;
  /** SPs of a force, or NSPs of a naval unit. */
  readonly strength?: number;
}

/** The fortification a typed name means ('F3', 'fort f3', 'Entrenchment'), if any. */
export function fortificationOf(name: string | undefined): string | null {
  const n = (name ?? '').trim().toLowerCase();
  const f = FORTIFICATIONS.find(
    (x) => x.id === n || x.name.toLowerCase() === n || `fort ${x.id}` === n,
  );
  return f ? f.name : null;
}

/** What is wrong with placement `p`, in the player's words (nothing when it may be saved). */
export function placementProblems(p: Placement): string[] {
  const out: string[] = [];
  const max = PLACEMENT_LIMITS.textMax;
  if (p.where.trim() === '' || p.where.length > max)
    out.push(`Say where it starts: a hex number, a place or a box (up to ${max} letters).`);
  if ((p.name?.length ?? 0) > max) out.push(`Name it in up to ${max} letters.`);
  if (p.kind === 'general' && !p.name?.trim()) out.push('Name the General.');
  if (p.kind === 'fort' && fortificationOf(p.name) === null)
    out.push(
      `Name the fortification: ${FORTIFICATIONS.map((f) => f.name.replace('Fort ', '')).join(', ')}.`,
    );
  if ((p.kind === 'sp' || p.kind === 'naval') && p.strength === undefined)
    out.push(`Enter the ${p.kind === 'sp' ? 'SPs' : 'NSPs'} it has.`);
  const s = p.strength;
  if (s !== undefined && (!Number.isInteger(s) || s < 1 || s > PLACEMENT_LIMITS.strengthMax))
    out.push(`Strength is a whole number from 1 to ${PLACEMENT_LIMITS.strengthMax}.`);
  return out;
}

const PlacementSchema = v.pipe(
  v.strictObject({
    side: v.picklist(keysOf(SIDES)),
    kind: v.picklist(KIND_IDS as [PlacementKind, ...PlacementKind[]]),
    where: v.string(),
    name: v.exactOptional(v.string()),
    strength: v.exactOptional(v.number()),
  }),
  v.check((p) => placementProblems(p).length === 0, 'A placement is not complete or too long.'),
);
const Card = v.pipe(
  v.array(PlacementSchema),
  v.maxLength(PLACEMENT_LIMITS.perCard, `At most ${PLACEMENT_LIMITS.perCard} placements a card.`),
);

/** Each At Start card's placements, by scenario id. */
export const PlacementsSchema = v.strictObject({
  cards: v.strictObject({
    s1: v.exactOptional(Card),
    s2: v.exactOptional(Card),
    s3: v.exactOptional(Card),
  }),
});
export type Placements = v.InferOutput<typeof PlacementsSchema>;
export type CardId = keyof Placements['cards'];

/** The user-data kind of the placements (ruling G6). */
export const PLACEMENTS_USER_DATA = dataKind('setup-placements', PlacementsSchema, () => ({
  cards: {},
}));

/** The placements entered for scenario `s`'s card. */
export const placementsOf = (data: Placements, s: Pick<Scenario, 'id'>): readonly Placement[] =>
  data.cards[s.id] ?? [];

/** A placement in a line: '2 SPs, McDowell' (the place apart). */
export function placementText(p: Placement): string {
  const name = p.kind === 'fort' ? (fortificationOf(p.name) ?? '') : (p.name?.trim() ?? '');
  const kind = p.kind === 'fort' || p.kind === 'general' ? '' : PLACEMENT_KINDS[p.kind];
  const strength =
    p.strength === undefined ? '' : `${p.strength} ${p.kind === 'naval' ? 'NSP' : 'SP'}`;
  return [kind === 'SPs' ? '' : kind, name, strength].filter(Boolean).join(', ') || kind;
}
