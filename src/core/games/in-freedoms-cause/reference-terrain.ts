/**
 * In Freedom's Cause reference: the default terrain effects, and line of sight by terrain levels
 * with the shadow a tall obstruction casts for each level of the spotter, read from the data.
 */
import type { ReferenceEntry, ReferenceSection } from '../../shared/reference.js';
import { factorText, inchText } from './movement-data.js';
import { losCalculator } from './los-calculator.js';
import { LEVEL_CLASSES, LISTED_LEVELS, LOS_RULE, shadowDivisor } from './terrain-levels.js';
import { TERRAIN, TERRAIN_RULE, type Cover, type TerrainFeature } from './terrain.js';

const COVER: Readonly<Record<Cover, string>> = {
  none: 'None',
  soft: 'Soft',
  hard: 'Hard',
  fortification: 'Fortification',
  scenario: 'By scenario',
};

function moveText(t: TerrainFeature): string {
  const parts = [
    ...(t.factor !== undefined ? [factorText(t.factor)] : []),
    ...(t.crossInches !== undefined ? [`−${inchText(t.crossInches)} to cross`] : []),
    ...(t.move ? [t.move] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : 'Normal';
}

/** The terrain features, each an entry. */
const ENTRIES: readonly ReferenceEntry[] = TERRAIN.map((t) => ({
  id: `terrain-${t.id}`,
  name: t.name,
  description: t.special ?? '',
  fields: [
    { term: 'Movement', value: [moveText(t)] },
    { term: 'Sight', value: [t.los] },
    {
      term: 'Cover',
      value: [t.cover.map((c) => COVER[c]).join(' or ') + (t.rulings ? ` (${t.rulings})` : '')],
    },
  ],
}));

/** The terrain effects. */
export const TERRAIN_SECTION: ReferenceSection = {
  id: 'terrain',
  title: 'Terrain',
  rule: TERRAIN_RULE,
  paragraphs: [['The defaults; a scenario may change any of them.']],
  entries: ENTRIES,
};

const levels = Array.from({ length: LISTED_LEVELS + 1 }, (_, i) => i);

/** Line of sight. */
export const LOS_SECTION: ReferenceSection = {
  id: 'los',
  title: 'Line of sight',
  rule: LOS_RULE,
  paragraphs: [
    [
      'From any point of the spotter’s base to any point of the target’s; if you can see them, they can see you. Ranges are the shortest clear line, rounded down on a break-point.',
    ],
    [
      'Levels add up: woods on a one-level hill stand two levels tall. Past several tall obstructions on the same lower level, check only the one nearest the target.',
    ],
  ],
  tables: [
    {
      caption: 'Terrain levels',
      columns: ['Class', 'Examples', 'Effect'],
      rows: LEVEL_CLASSES.map((c) => [c.name, c.examples, c.effect]),
    },
    {
      caption: 'The shadow beyond a tall obstruction',
      rule: `${LOS_RULE}; ruling C20`,
      columns: ['Spotter’s levels above the obstruction’s base', 'Hidden beyond its far edge'],
      rows: levels.map((l) => {
        const d = shadowDivisor(l);
        return [String(l), d === null ? 'Everything' : d === 1 ? 'A' : `A ÷ ${d}`];
      }),
      notes: [
        [
          'A is the distance from the spotter to the far edge of the obstruction. A target inside the shadow is hidden; beyond it, seen.',
        ],
        [
          'Artillery firing over friends treats them as a tall obstruction and needs them at least one level lower.',
          { rule: 'Fire' },
        ],
      ],
    },
  ],
  calculator: losCalculator,
};
