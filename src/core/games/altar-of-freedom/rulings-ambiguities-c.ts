/**
 * Altar of Freedom: readings the app had to settle beyond the specification's list (A51 on).
 * Wording is the app's own.
 */
import type { Ruling } from '../../shared/ruling.js';
import { rulingsFromRows } from '../../shared/ruling-rows.js';

/** Ambiguities A51 on: not in the specification; the app's reading of the rules text. */
export const AMBIGUITY_RULINGS_C: readonly Ruling[] = rulingsFromRows([
  [
    'A51',
    'Masterful: when the army commander without the clock is Masterful, who picks which of his two dice counts?',
    'He keeps one of his two first; the controller then takes either his own result or that one. A Masterful controller takes any of his two dice or the other result.',
    [
      ['Appendix I › Masterful', 'L1687–1689'],
      ['Manipulating the Turn Clock', 'L1384–1388'],
    ],
  ],
  [
    'A52',
    'Do the Army Builder’s PP and trait limits bind the generals of a historical scenario, whose cards are missing?',
    'No: those limits are for built armies. An entered PP rating is any whole number from 0 (the app accepts up to 99), with any number of different traits.',
    [
      ['Appendix V: Army Builder', 'L1929–1938, L1996–2011'],
      ['Mustering Armies', 'L260–264'],
    ],
  ],
  [
    'A53',
    'At 15 mm “all ranges” are multiplied by 1.5, with a move as the example: do the rough-ground penalty and the other distances of movement scale too?',
    'Yes: every distance of movement is ×1.5, the rough-ground penalty (and the Dynamic Terrain roll) included.',
    [['Appendix III › 15mm Scale Conversion', 'L1871–1874']],
  ],
  [
    'AB2',
    'Exceptional Divisions: must a small army nominate one and a medium army two, or are these the most it may?',
    'The most it may (small 1, medium 2, large 3); the rule is optional and says players “may elect” to nominate.',
    [['Appendix IV › Exceptional Divisions', 'L1909–1918']],
  ],
]);
