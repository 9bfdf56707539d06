/**
 * Battle Cry of Freedom: the glossary page: the rulebook's key terms in our own words, each with
 * the glossary entry it summarises, as a filterable reference, and the sequence of play A to L as
 * a table read from the phase data (`phases.ts`) the campaign tracker steps through.
 */
import type { ReferenceDoc, ReferenceEntry, ReferenceTable } from '../../shared/reference.js';
import { CITY_NAMES, GLOSSARY_TERMS } from './glossary-terms.js';
import {
  DISCARD_PLACE,
  DRAW_LOSS_PER_FALLEN_CITY,
  DRAW_PLACE,
  FIRST_TO_ACT_LABEL,
  HAND_LIMIT,
  PHASES,
  SEQUENCE,
  SIDE_LABELS,
  STANDARD_DRAW,
} from './phases.js';

const entry = ([
  id,
  name,
  description,
  rule,
  tool,
]: (typeof GLOSSARY_TERMS)[number]): ReferenceEntry => ({
  id,
  name,
  description,
  fields: [
    { term: 'Rulebook', value: [{ rule }] },
    ...(tool ? [{ term: 'Tool', value: [{ tool: tool[0], text: tool[1] }] }] : []),
  ],
});

/**
 * The sequence of play A to L as a table, every cell read from the phase data the campaign
 * tracker's turn stepper uses, so the sequence is written once.
 */
export const SEQUENCE_TABLE: ReferenceTable = {
  caption: 'The turn, phase by phase',
  captionHidden: true,
  columns: ['Phase and who acts first', 'What happens'],
  rows: PHASES.map((p) => [
    [`${p.letter}. ${p.name}`, { note: FIRST_TO_ACT_LABEL[p.first] }, { rule: p.place }],
    p.allows,
  ]),
  notes: [
    [
      `Phase A draws: ${SIDE_LABELS.union} ${STANDARD_DRAW.union}, ${SIDE_LABELS.confederate} ${STANDARD_DRAW.confederate} less ${DRAW_LOSS_PER_FALLEN_CITY} for each fallen victory city. `,
      { rule: DRAW_PLACE },
    ],
    [`Phase K: the hand limit is ${HAND_LIMIT}. `, { rule: DISCARD_PLACE }],
  ],
};

/** The glossary reference. */
export const GLOSSARY_DOC: ReferenceDoc = {
  intro: [
    [
      'The rulebook’s terms, each said briefly in our own words; the place after each is the glossary entry or section to read in the booklet. The victory cities are ',
      `${CITY_NAMES}.`,
    ],
  ],
  filter: { label: 'Find a term', one: 'term', many: 'terms', maxLength: 60 },
  sections: [
    {
      id: 'terms',
      title: 'Terms',
      rule: 'Glossary of Terms and Key Concepts',
      entries: GLOSSARY_TERMS.map(entry),
    },
    {
      id: 'sequence',
      title: 'Sequence of play',
      rule: SEQUENCE,
      paragraphs: [
        [
          'Each turn runs these phases in order; the ',
          { tool: 'campaign', text: 'campaign tracker' },
          ' steps through them.',
        ],
      ],
      tables: [SEQUENCE_TABLE],
    },
  ],
};
