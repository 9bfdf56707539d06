/**
 * In Freedom's Cause: the reference page: base moves, formations and their changes, terrain,
 * line of sight, weapon ranges and artillery classes, the charge sequence step by step, and
 * generals and orders; the turn, and the sizes of units and brigades.
 * Every number is read from the game's data.
 */
import type { ReferenceDoc } from '../../shared/reference.js';
import { CHARGE_SECTION, CHARGE_WHO_SECTION, MELEE_SECTION } from './reference-charge.js';
import { FIRE_SECTION } from './reference-fire.js';
import { GENERALS_SECTION } from './reference-generals.js';
import { CHANGES_SECTION, FORMATIONS_SECTION } from './reference-formations.js';
import { MOVES_SECTION } from './reference-moves.js';
import { ORGANISATION_SECTION, TURN_SECTION } from './reference-organisation.js';
import { LOS_SECTION, TERRAIN_SECTION } from './reference-terrain.js';

export const REFERENCE_DOC: ReferenceDoc = {
  intro: [
    [
      'Distances in inches for 25/28 mm figures, with the halved distances beside them. Where the rulebook is unclear the ',
      { tool: 'rulings', text: 'rulings' },
      ' say what is applied.',
    ],
  ],
  filter: {
    label: 'Find a formation, terrain or charge step',
    one: 'entry',
    many: 'entries',
    maxLength: 40,
  },
  sections: [
    TURN_SECTION,
    MOVES_SECTION,
    FORMATIONS_SECTION,
    CHANGES_SECTION,
    TERRAIN_SECTION,
    LOS_SECTION,
    FIRE_SECTION,
    CHARGE_WHO_SECTION,
    CHARGE_SECTION,
    MELEE_SECTION,
    GENERALS_SECTION,
    ORGANISATION_SECTION,
  ],
};
