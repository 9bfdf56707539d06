/**
 * Battle Cry of Freedom: the glossary page: the rulebook's key terms in our own words, each with
 * the glossary entry it summarises, as a filterable reference. The sequence of play A to L joins
 * it as a table from the campaign's phase data.
 */
import type { ReferenceDoc, ReferenceEntry } from '../../shared/reference.js';
import { CITY_NAMES, GLOSSARY_TERMS } from './glossary-terms.js';

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
  ],
};
