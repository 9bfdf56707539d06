/**
 * Small setup-sheet and label-sheet descriptors built only from the shared core, for testing
 * the generic sheet renderers without any game's data.
 */
import * as v from 'valibot';
import type { LabelSheetDescriptor, SheetLabel } from '../../src/core/shared/label-sheet.js';
import type { SetupSheetDescriptor, SetupSheetDoc } from '../../src/core/shared/setup-sheet.js';
import { choiceFlag, choiceText } from '../../src/core/shared/sheet-choices.js';
import type { UserDataKind } from '../../src/core/shared/user-data.js';

/** What the player entered: a note printed on the sheet. */
export const NOTE_DATA: UserDataKind<{ note: string }> = {
  gameSlug: 'test-game',
  kind: 'notes',
  title: 'test notes',
  schema: v.object({ note: v.string() }),
  empty: () => ({ note: '' }),
};

function doc(battle: string, note: string): SetupSheetDoc {
  return {
    masthead: {
      kicker: ['Test game · Setup'],
      title: battle,
      subtitle: ['A test ', { rule: '§1' }],
    },
    page: { topLeft: `Test game · ${battle}`, topRight: 'Setup sheet' },
    blocks: [
      {
        pair: [
          {
            id: 'facts-h',
            title: ['Facts'],
            content: [
              {
                kind: 'facts',
                rows: [
                  { term: 'Note', value: [note === '' ? 'none' : note] },
                  { term: 'Clock', value: ['Set it (', { ruling: 'A1', text: 'ruling A1' }, ')'] },
                ],
              },
            ],
          },
          {
            id: 'units-h',
            title: [{ side: 'USA', tone: 'usa' }, ' Units'],
            content: [
              {
                kind: 'sub',
                title: 'Who',
                content: [
                  {
                    kind: 'paragraph',
                    look: 'commander',
                    text: [{ span: ['Grant'], look: 'unit', id: 'grant' }, ' and see ruling C2'],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'turns-h',
        title: ['Turns ', { rule: '§2' }],
        flow: true,
        content: [
          {
            kind: 'table',
            look: ['turns', 'flows'],
            caption: 'Each turn',
            columns: [{ text: 'Turn' }, { text: 'Corps', look: 'num' }, { text: 'Events' }],
            checklist: 'Played',
            rows: [1, 2, 3].map((t) => ({
              head: [String(t)],
              cells: [
                { text: [String(t * 2)], look: 'num', label: 'Corps' },
                [{ list: [[`Event ${t}`], ['More']] }],
              ],
            })),
            foot: {
              head: { text: ['Total'], colspan: 1 },
              cells: [{ text: ['12'], look: 'num' }, []],
            },
          },
          {
            kind: 'paragraph',
            look: 'legend',
            text: ['See the ', { tool: 'roster', text: 'roster page' }, '.'],
          },
          {
            kind: 'list',
            look: 'rulings',
            items: [[{ strong: [{ ruling: 'A1' }], look: 'rid' }, ' Q?']],
          },
        ],
      },
    ],
  };
}

/** A setup sheet with two battles to choose and the player's note. */
export const TEST_SETUP: SetupSheetDescriptor<{ note: string }> = {
  kind: 'setup-sheet',
  choices: [
    {
      kind: 'select',
      key: 'battle',
      label: 'Battle',
      options: [
        { value: 'first', label: 'First Battle' },
        { value: 'second', label: 'Second Battle' },
        { value: 'broken', label: 'Broken Battle' },
      ],
      fallback: 'first',
      notice: (text) => `No battle “${text}”; showing the first.`,
    },
    { kind: 'paper' },
  ],
  entered: NOTE_DATA,
  unreadable: 'This battle cannot be read.',
  sheet(values, entered) {
    const battle = choiceText(values, 'battle');
    if (battle === 'broken') return null;
    return doc(battle === 'first' ? 'First Battle' : 'Second Battle', entered?.note ?? '');
  },
};

const wide = { key: 'wide', widthMm: 100, heightMm: 40, halfMm: 20 };
const square = { key: 'square', widthMm: 40, heightMm: 40, halfMm: 20 };

function label(i: number): SheetLabel {
  const sq = i % 3 === 2;
  return {
    id: `u${i}`,
    size: sq ? square : wide,
    name: `UNIT ${i}`,
    ...(sq ? {} : { badge: '[+1]' }),
    lines: ['Division'],
    tab: `Side · Unit ${i}`,
    command: i === 0,
    narrow: sq,
  };
}

/** Labels: `count` of them (`many=1` doubles it), two sizes, with a flag offered. */
export const TEST_LABELS: LabelSheetDescriptor = {
  kind: 'label-sheet',
  choices: [
    {
      kind: 'radio',
      key: 'count',
      legend: 'How many',
      options: [
        { value: '6', label: 'Six' },
        { value: '30', label: 'Thirty' },
      ],
      fallback: '6',
      notice: (text) => `Count “${text}” is not offered.`,
    },
    { kind: 'paper' },
    {
      kind: 'flag',
      key: 'many',
      label: (values) => (choiceText(values, 'count') === '30' ? 'Double them' : null),
      notice: (text) => `“many=${text}” is not 1 or 0.`,
    },
  ],
  unreadable: 'No labels.',
  labels(values) {
    const n = Number(choiceText(values, 'count')) * (choiceFlag(values, 'many') ? 2 : 1);
    const labels = Array.from({ length: n }, (_, i) => label(i));
    return {
      labels,
      count: `${n} labels`,
      about: ['Cut and fold ', { rule: '§3' }, '.'],
      page: { topLeft: 'Test labels', topRight: 'Print at 100%', bottomLeft: 'Haversack' },
    };
  },
};
