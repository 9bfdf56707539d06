/**
 * The Price of Freedom's set-up sheet, its second part: the Turn Record Track (rounds and order,
 * free corps, what changes, the commanders arriving, with blanks to write in the rest), the
 * commanders whose entry turn is not known, and the rulings applied. Sheet data only.
 */
import type { SheetSection } from '../../shared/setup-sheet.js';
import { rulingsById, rulingsSheetSection } from '../../shared/sheet-rulings.js';
import type { SheetRun, SheetText } from '../../shared/sheet-text.js';
import { rule, span } from '../../shared/sheet-text.js';
import type { Nation } from './constants.js';
import { RULINGS } from './rulings.js';
import type { SetupSheet, SheetTurn } from './setup-sheet.js';

/** Each nation's short name, as its tag reads. */
export const SHORT: Record<Nation, string> = { usa: 'USA', csa: 'CSA' };

/** A nation's tag. */
export const nationTag = (n: Nation): SheetRun => ({ side: SHORT[n], tone: n });

/** Rulings printed at the foot of the sheet. */
const SHEET_RULINGS = ['G1', 'G3', 'A1', 'A15'];

function roundsCell(t: SheetTurn): SheetText {
  return [
    `Rounds ${t.rounds[0]}–${t.rounds[t.rounds.length - 1]}`,
    { br: true },
    `Initiative ${SHORT[t.order.initiative]}`,
    ...(t.order.reinforcesFirst
      ? [{ br: true } as const, `${SHORT[t.order.reinforcesFirst]} reinforces first`]
      : []),
    ' ',
    rule(t.order.rule),
  ];
}

function freeCell(t: SheetTurn): SheetText {
  const f = t.freeCorps;
  if (!f) return ['None'];
  return [
    span(
      'line',
      `USA ${f.usa}`,
      ...(f.usaWithDraft !== f.usa ? [' ', span('draft', `(${f.usaWithDraft} after DRAFT)`)] : []),
    ),
    span('line', `CSA ${f.csa}`),
  ];
}

function arrivingCell(t: SheetTurn): SheetText {
  if (t.arriving.length === 0)
    return [
      span('screen-only', 'not printed'),
      { span: [], look: 'blank', hidden: true },
      span('visually-hidden', ': write them in from your counters'),
    ];
  return [
    {
      list: t.arriving.map((c) => [
        nationTag(c.side),
        ` ${c.name}`,
        ...(c.source === 'player' ? [' ', span('yours', '(your entry)')] : []),
      ]),
    },
    ' ',
    { span: [], look: 'blank short', hidden: true },
  ];
}

/** The Turn Record Track, one row per turn with a tick box on paper. */
export function trackSection(s: SetupSheet): SheetSection {
  return {
    id: 'turns-h',
    title: ['Turn Record Track ', rule('§8.7, §9-11')],
    flow: true,
    content: [
      {
        kind: 'table',
        look: ['turns', 'flows'],
        caption:
          'Each turn: months, campaign rounds, initiative, free corps, what changes and the commanders placed on it',
        columns: [
          { text: 'Turn' },
          { text: 'Rounds, order' },
          { text: 'Free corps' },
          { text: 'What changes' },
          { text: 'Commanders arriving' },
        ],
        checklist: 'Played',
        rows: s.turns.map((t) => ({
          head: [
            span('turn-no', String(t.turn)),
            ' ',
            span('period', `${t.period}${t.periodInferred ? '*' : ''}`),
          ],
          cells: [
            roundsCell(t),
            { text: freeCell(t), look: 'free', label: 'Free corps' },
            [{ list: t.events.map((e) => [e.text, ' ', rule(e.rule)]) }],
            { text: arrivingCell(t), look: 'arriving', label: 'Commanders arriving' },
          ],
        })),
      },
      {
        kind: 'paragraph',
        look: 'legend',
        text: [
          '* Months inferred from six-month turns ending in the winter of 1864–65; the rulebook does not print them. Free corps: placed in the reinforcement phase, none in Turn 1 ',
          rule('§11.1, §11.4'),
          '. Commanders arriving: placed at their entry turn ',
          rule('§8.7'),
          '; the counters are not in the rulebook text, so only your entries from the ',
          { tool: 'commanders', text: 'commanders page' },
          ' are shown; write in the rest.',
        ],
      },
    ],
  };
}

/** The commanders whose entry turn is known neither from the rulebook nor from the player. */
export function unplacedSection(s: SetupSheet): SheetSection | null {
  if (s.unplaced.length === 0) return null;
  return {
    id: 'unplaced-h',
    title: ['Entry turn not known ', rule('ruling G1')],
    content: [
      {
        kind: 'paragraph',
        look: 'note',
        text: [
          `Place these ${s.unplaced.length} commanders on the track from the turn printed on their counters:`,
        ],
      },
      {
        kind: 'list',
        look: 'inline',
        items: (['csa', 'usa'] as const).flatMap((side) =>
          s.unplaced.filter((c) => c.side === side).map((c) => [nationTag(c.side), ` ${c.name}`]),
        ),
      },
    ],
  };
}

/** The rulings the sheet relies on. */
export function rulingsSection(): SheetSection {
  return rulingsSheetSection(rulingsById(RULINGS, SHEET_RULINGS));
}
