/**
 * In Freedom's Cause reference: the turn's order of play, and the sizes of units and brigades
 * with the Fire & Fury conversion, read from `organisation.ts`.
 */
import type { ReferenceSection } from '../../shared/reference.js';
import {
  EQUIPMENT_RULE,
  FIRE_AND_FURY,
  ORGANISATION as O,
  PLAY_RULE,
  SCALE_RULE,
  spanText,
} from './organisation.js';

/** The turn. */
export const TURN_SECTION: ReferenceSection = {
  id: 'turn',
  title: 'The turn',
  rule: PLAY_RULE,
  paragraphs: [
    [
      'Every unit and general makes one action a turn; an initiative gives one action to one unit or general of a side, and the turn ends when all have acted. Reactions to fire and charges come out of turn and use the unit’s action.',
    ],
    [
      'The side that wins an initiative must use it, even if only to say a unit stands and does nothing.',
    ],
    [
      'Competitive players may instead let one side make all its actions before the other, the order fixed or diced for each turn. Never in cooperative or solo play: there every action needs an initiative from the app.',
    ],
  ],
};

/** Units and brigades. */
export const ORGANISATION_SECTION: ReferenceSection = {
  id: 'organisation',
  title: 'Units and brigades',
  rule: SCALE_RULE,
  paragraphs: [
    [
      'Guides for building forces, not limits a rule enforces. Use one figure scale for every unit of both sides.',
    ],
  ],
  tables: [
    {
      caption: 'Sizes the rulebook gives',
      columns: ['What', 'Size'],
      rows: [
        [
          ['Infantry regiment or battalion', { rule: EQUIPMENT_RULE }],
          `${spanText(O.infantryFigures)} figures`,
        ],
        [
          ['Unit sizes by the scale chosen', { rule: SCALE_RULE }],
          `average ${spanText(O.averageFigures)}, large ${String(O.largeFigures)}, small ${spanText(O.smallFigures)} figures`,
        ],
        [['Cavalry unit', { rule: EQUIPMENT_RULE }], `about ${String(O.cavalryFigures)} figures`],
        [
          ['Light infantry unit', { rule: SCALE_RULE }],
          `often ${spanText(O.lightInfantryCompanies)} companies`,
        ],
        [
          ['Brigade', { rule: SCALE_RULE }],
          `${spanText(O.brigadeUnits)} infantry or cavalry units, usually with ${spanText(O.brigadeSections)} artillery sections`,
        ],
        [['A typical brigade’s figures', { rule: EQUIPMENT_RULE }], spanText(O.brigadeFigures)],
      ],
      notes: [
        [
          `Fire & Fury basing at full distances: ${String(FIRE_AND_FURY.baseIsFigure)} infantry or cavalry base counts as one figure, and ${String(FIRE_AND_FURY.gunBasesPerBase)} artillery bases with limbers as one artillery base.`,
          { rule: SCALE_RULE },
        ],
      ],
    },
  ],
};
