/**
 * The U.S. Civil War reference cards: the terrain effects as two tables, hexes and hexsides, read
 * from `terrain.ts` and, for the reaction column, from `reaction-data.ts`.
 */
import type { ReferenceTable, RichText } from '../../shared/reference.js';
import { signed } from '../../shared/signed.js';
import { REACTION_DRM } from './reaction-data.js';
import {
  TERRAIN_HEXES,
  TERRAIN_HEXSIDES,
  type TerrainHex,
  type TerrainHexside,
} from './terrain.js';

/** A modifier as a cell: signed, or a dash for none. */
function drm(n: number): string {
  return n === 0 ? '—' : signed(n);
}

function hexMp(t: TerrainHex): string {
  if (t.mp === null) return 'Prohibited';
  return t.mpAlongRoad === undefined
    ? String(t.mp)
    : `${t.mp} (${t.mpAlongRoad} by Road or Railroad)`;
}

/** The reaction modifier of each hexside, read from the reaction data. */
const REACTION_BY_SIDE: Readonly<Record<string, string>> = {
  'minor-river': `${signed(REACTION_DRM.minorUnbridged.value)} if unbridged`,
  'navigable-river': `${signed(REACTION_DRM.navigableBridged.value)} if bridged; no Interception if unbridged or under enemy Naval Control`,
  ferry: 'As unbridged',
  'mountain-side': signed(REACTION_DRM.mountain.value),
  pass: signed(REACTION_DRM.mountainPass.value),
  railroad: '—',
};

/** A row's head: the terrain's name, its note and its rule. */
function head(t: TerrainHex | TerrainHexside): RichText {
  return [t.name, ...(t.note ? [{ note: t.note }] : []), { rule: t.rule }];
}

/** Hexes: movement, battle and attrition. */
export const TERRAIN_HEX_TABLE: ReferenceTable = {
  caption: 'Terrain in a hex',
  rule: '5.3, 11.4, 13.2.2',
  columns: ['Terrain', 'MP to enter', 'Defender in battle', 'Attrition roll'],
  rows: TERRAIN_HEXES.map((t) => [head(t), hexMp(t), drm(t.battle), drm(t.attrition)]),
};

/** Hexsides: movement, battle and reactions. */
export const TERRAIN_HEXSIDE_TABLE: ReferenceTable = {
  caption: 'Hexsides crossed',
  rule: '5.3, 9.4, 11.4',
  columns: ['Hexside', 'Extra MP', 'Defender in battle', 'Reaction roll'],
  rows: TERRAIN_HEXSIDES.map((t) => [
    head(t),
    drm(t.mp),
    drm(t.battle),
    REACTION_BY_SIDE[t.id] ?? '—',
  ]),
  notes: [
    [
      'A defender counts one terrain modifier or one fortification, whichever is larger, never both; a stack that failed to Avoid Battle counts neither. ',
      { rule: '11.4, 9.3.3' },
    ],
  ],
};
