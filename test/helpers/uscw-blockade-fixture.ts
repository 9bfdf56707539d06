/**
 * A Blockade Table keyed to the rulebook's facts (not the real chart): every year's column holds
 * three results adding up to each worked turn's Blockade BPs, and 1861 reads +2M on its lowest
 * roll.
 */
import type { BlockadeTable } from '../../src/core/games/us-civil-war/blockade-table.js';

const column = (first: string) => ({
  from: 0,
  results: [first, '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
});

export const BLOCKADE_FIXTURE: BlockadeTable = {
  years: {
    '1861': column('+2M'),
    '1862': column('0'),
    '1863': column('0'),
    '1864': column('0'),
    '1865': column('0'),
  },
};
