/**
 * Altar of Freedom: readings the app had to settle beyond the specification's list (A51 on).
 * Wording is the app's own.
 */
import type { Ruling } from '../../shared/ruling.js';

/** Ambiguities A51 on: not in the specification; the app's reading of the rules text. */
export const AMBIGUITY_RULINGS_C: readonly Ruling[] = [
  {
    id: 'A51',
    kind: 'ambiguity',
    question:
      'Masterful: when the army commander without the clock is Masterful, who picks which of his two dice counts?',
    decision:
      'He keeps one of his two first; the controller then takes either his own result or that one. A Masterful controller takes any of his two dice or the other result.',
    cites: [
      { place: 'Appendix I › Masterful', trace: 'L1687–1689' },
      { place: 'Manipulating the Turn Clock', trace: 'L1384–1388' },
    ],
  },
  {
    id: 'A52',
    kind: 'ambiguity',
    question:
      'Do the Army Builder’s PP and trait limits bind the generals of a historical scenario, whose cards are missing?',
    decision:
      'No: those limits are for built armies. An entered PP rating is any whole number from 0 (the app accepts up to 99), with any number of different traits.',
    cites: [
      { place: 'Appendix V: Army Builder', trace: 'L1929–1938, L1996–2011' },
      { place: 'Mustering Armies', trace: 'L260–264' },
    ],
  },
  {
    id: 'A53',
    kind: 'ambiguity',
    question:
      'At 15 mm “all ranges” are multiplied by 1.5, with a move as the example: do the rough-ground penalty and the other distances of movement scale too?',
    decision:
      'Yes: every distance of movement is ×1.5, the rough-ground penalty (and the Dynamic Terrain roll) included.',
    cites: [{ place: 'Appendix III › 15mm Scale Conversion', trace: 'L1871–1874' }],
  },
  {
    id: 'AB2',
    kind: 'ambiguity',
    question:
      'Exceptional Divisions: must a small army nominate one and a medium army two, or are these the most it may?',
    decision:
      'The most it may (small 1, medium 2, large 3); the rule is optional and says players “may elect” to nominate.',
    cites: [{ place: 'Appendix IV › Exceptional Divisions', trace: 'L1909–1918' }],
  },
];
