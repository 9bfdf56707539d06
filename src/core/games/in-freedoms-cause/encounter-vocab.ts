/**
 * In Freedom's Cause: the words of a coop/solo encounter, each from the rulebook (Cooperative
 * and Solo Play Mode): the five kinds of encounter, the troop types and size classes the app
 * names, the formations and orders it gives, and where the enemy appears. The generator, the
 * log and the forms all read these lists, so no encounter can carry a word the rulebook lacks.
 */
import { SIZE_CLASSES, type SizeClass } from './coop-data.js';
import { QUALITIES, type QualityId } from './quality.js';
import { FORMATION_LABELS, type Formation } from './troop-types.js';

/** A list of words from `[id, label]` pairs, the ids kept as literal types. */
function words<const P extends readonly (readonly [string, string])[]>(
  pairs: P,
): readonly { readonly id: P[number][0]; readonly label: string }[] {
  return pairs.map(([id, label]) => ({ id, label }));
}

/** The kinds of encounter, in the order the generator's log and forms list them. */
export const ENCOUNTER_KINDS = words([
  ['pickets', 'Enemy pickets'],
  ['main-force', 'Enemy main force'],
  ['attacking', 'Enemy attacking in force'],
  ['laager', 'Enemy in laager'],
  ['reinforcements', 'Enemy reinforcements'],
]);
export type EncounterKind = (typeof ENCOUNTER_KINDS)[number]['id'];

/** The kinds that are the enemy main force: once one is met, only reinforcements follow. */
export const MAIN_KINDS: readonly EncounterKind[] = ['main-force', 'attacking', 'laager'];

/** The main kinds once pickets have been met: the enemy is aware, so never in laager. */
export const AWARE_KINDS = ['main-force', 'attacking'] as const;

/** Troop types the app names for the enemy; the artillery's class is the game master's. */
export const ENEMY_TYPES = words([
  ['infantry', 'Infantry'],
  ['light-infantry', 'Light infantry'],
  ['cavalry', 'Cavalry'],
  ['artillery', 'Artillery'],
]);
export type EnemyType = (typeof ENEMY_TYPES)[number]['id'];

/** Pickets are always light infantry or cavalry. */
export const PICKET_TYPES: readonly EnemyType[] = ['light-infantry', 'cavalry'];

/** Size classes: small, normal-size and large for regiments; section or battery for guns. */
export const ENEMY_SIZES: readonly { readonly id: EnemySize; readonly label: string }[] = [
  ...SIZE_CLASSES.map((s) => ({ id: s.id, label: s.label })),
  ...words([
    ['section', 'Section'],
    ['battery', 'Battery'],
  ]),
];
export type EnemySize = SizeClass | 'section' | 'battery';

/** The sizes a type may have. */
export function sizesFor(type: EnemyType): readonly EnemySize[] {
  return type === 'artillery' ? ['section', 'battery'] : ['small', 'normal', 'large'];
}

/** Formations an encounter gives, by type (skirmish for pickets, line or column, guns (un)limbered). */
export function formationsFor(type: EnemyType): readonly Formation[] {
  if (type === 'artillery') return ['unlimbered', 'limbered'];
  const formed: Formation[] = ['line', 'column', 'march-column'];
  return type === 'infantry' ? formed : [...formed, 'skirmish'];
}

/** Orders: fixed for the game for the main force and reinforcements; pickets always Attack. */
export const ORDERS = words([
  ['attack', 'Attack'],
  ['defend', 'Defend'],
]);
export type Orders = (typeof ORDERS)[number]['id'];

/** Where pickets are, from the centre of the players' table edge. */
export const DIRECTIONS = words([
  ['left-front', 'left front'],
  ['front', 'front'],
  ['right-front', 'right front'],
]);
export type Direction = (typeof DIRECTIONS)[number]['id'];

/** The third of the enemy table edge the main force is centred on, or reinforcements enter. */
export const THIRDS = words([
  ['left', 'left third'],
  ['centre', 'centre third'],
  ['right', 'right third'],
]);
export type Third = (typeof THIRDS)[number]['id'];

/** A main-force unit's place: the first two of every three in the front line, the third behind. */
export type Line = 'front' | 'second';

export const LINE_LABELS: Readonly<Record<Line, string>> = {
  front: 'front line',
  second: 'behind',
};

/** The label of `id` in `list`, or the id itself. */
export function labelOf(list: readonly { id: string; label: string }[], id: string): string {
  return list.find((x) => x.id === id)?.label ?? id;
}

/** A formation's name in the rulebook's words. */
export const formationText = (f: Formation): string => FORMATION_LABELS[f];

/** A quality's name in the rulebook's words. */
export const qualityText = (q: QualityId): string => labelOf(QUALITIES, q);
