/**
 * The U.S. Civil War reference cards (F19): terrain effects, fortifications, the important SP
 * numbers, the Naval Control blocking matrix and the reaction odds, each table read from the
 * game's data. The rulebook prints no Terrain Effects Chart (it is on the player aid card), so
 * the terrain card gathers what its rules say.
 */
import type { ReferenceDoc } from '../../shared/reference.js';
import { COASTAL_FORTS_TABLE, FORTS_TABLE, SP_NUMBERS_TABLE } from './reference-forts.js';
import { NAVAL_CONTROL_TABLE } from './reference-naval.js';
import { REACTION_ODDS_TABLE } from './reference-reaction.js';
import { TERRAIN_HEX_TABLE, TERRAIN_HEXSIDE_TABLE } from './reference-terrain.js';

export const REFERENCE_DOC: ReferenceDoc = {
  intro: [
    [
      'The numbers to hand at the table. Terrain is gathered from the movement, battle, attrition and reaction rules; check it against the Terrain Effects Chart of your player aid card.',
    ],
  ],
  sections: [
    {
      id: 'terrain',
      title: 'Terrain effects',
      rule: '5.3, 9.4, 11.4, 13.2.2',
      tables: [TERRAIN_HEX_TABLE, TERRAIN_HEXSIDE_TABLE],
    },
    {
      id: 'forts',
      title: 'Fortifications',
      rule: '10',
      tables: [{ ...FORTS_TABLE, captionHidden: true }, COASTAL_FORTS_TABLE],
    },
    {
      id: 'sp-numbers',
      title: 'Important SP numbers',
      rule: 'Examples of Play',
      tables: [{ ...SP_NUMBERS_TABLE, captionHidden: true }],
    },
    {
      id: 'naval-control',
      title: 'Naval Control',
      rule: '20.1.4',
      tables: [NAVAL_CONTROL_TABLE],
    },
    {
      id: 'reaction-odds',
      title: 'Reaction odds',
      rule: '9.4',
      paragraphs: [
        [
          'Add the net modifier to two dice; the ',
          { tool: 'reaction', text: 'reaction roller' },
          ' adds it up for you.',
        ],
      ],
      tables: [REACTION_ODDS_TABLE],
    },
  ],
};
