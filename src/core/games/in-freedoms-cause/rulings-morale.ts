/**
 * In Freedom's Cause: the rulings about morale, generals and casualties (spec §9), as rows. Ids
 * keep the spec's numbers: C… contradictions, A… ambiguities, G… gaps.
 */
import type { RulingRow } from '../../shared/ruling-rows.js';
import { signed } from '../../shared/signed.js';
import { CASUALTY_BRACKETS, bracketText } from './casualty-brackets.js';
import { MORALE_TEST } from './morale-data.js';

const MORALE = MORALE_TEST.rule;
const PENALTY = signed(MORALE_TEST.retestPenalty);
const named = () =>
  CASUALTY_BRACKETS.filter((b) => b.named)
    .map(bracketText)
    .join(' and ');

export const MORALE_RULINGS: readonly RulingRow[] = [
  [
    'G7',
    `Which casualty brackets does the Morale tab offer? The rulebook mentions ${named()}.`,
    `None, ${CASUALTY_BRACKETS.map(bracketText).join(', ')}, the last assumed, since the picture of the tab is missing; the highest bracket reached is used, each reached once the figures lost are at least its share of the starting figures, rounded up.`,
    [['Morale and Combat Results', 'L392–394']],
  ],
  [
    'C12',
    'The rulebook says “the unit” tests brigade morale, and that a brigade tests at half or more of its units lost but an army at half of its brigades broken. Who tests, and when?',
    'The brigade tests, not a unit. Both tests come at half or more: a brigade when its lost units, its brigadier counted as one, reach half its units and brigadier; an army when its broken brigades, fallen divisional generals counted, reach half its brigades and divisional generals.',
    [
      [MORALE, 'L474'],
      [MORALE, 'L490'],
    ],
  ],
  [
    'A13',
    `Each unit lost after a test brings a re-test at a further ${PENALTY}. Does a brigade that already failed test again, and what would a second failure do?`,
    'Re-tests follow a pass. A brigade that fails is broken for good and tests no more; its later losses bring army re-tests once the army has tested.',
    [[MORALE, 'L488']],
  ],
  [
    'A14',
    'The army tests “in exactly the same way” as a brigade, but whose majority quality does it use?',
    'The rating most units of the whole army hold, a tie going to the higher, as for a brigade.',
    [[MORALE, 'L476, L490']],
  ],
  [
    'A15',
    'Divisional generals “count as brigades” for army morale. How?',
    'Each divisional general adds one to the army’s count of brigades, and one to the broken if he falls.',
    [[MORALE, 'L490']],
  ],
  [
    'A19',
    'A general falls on two dice at or under the casualties inflicted, which one casualty can never do. Is that meant?',
    'Yes, as printed: one casualty never fells a general.',
    [['Generals, Orders, and Command Control', 'L460']],
  ],
  [
    'A27',
    `Is the cumulative ${PENALTY} of a re-test taken off the roll or added to the score needed, and per what?`,
    `It is taken off the roll, ${PENALTY} for each test the force has passed before (each further unit lost brings one), so the score needed stays the one printed.`,
    [[MORALE, 'L488, L490']],
  ],
];
