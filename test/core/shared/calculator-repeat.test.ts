import { expect } from '@open-wc/testing';
import type { CalculatorTool } from '../../../src/core/shared/calculator.js';
import { countMax, countMin } from '../../../src/core/shared/calculator.js';
import {
  readCalculatorLink,
  writeCalculatorLink,
} from '../../../src/core/shared/calculator-link.js';
import {
  cleanText,
  emptyItem,
  ordinal,
  readRepeatItem,
  writeRepeatItem,
  type CalcRepeat,
} from '../../../src/core/shared/calculator-repeat.js';

/** Stops on a walk: how many loaves bought at each, a pace, and the stop's name. */
const STOPS: CalcRepeat = {
  id: 's',
  fields: [
    { kind: 'count', id: 'loaves', label: 'Loaves', min: 0, max: 9, default: 0 },
    {
      kind: 'choice',
      id: 'pace',
      label: 'Pace',
      default: '',
      options: [
        { value: '', label: 'Walk' },
        { value: 'run', label: 'Run' },
      ],
    },
    { kind: 'text', id: 'name', label: 'Name', maxLength: 12 },
  ],
  max: 2,
  noun: { one: 'stop', other: 'stops' },
  title: (n, item) => `${ordinal(n)} stop${item['name'] ? `: ${String(item['name'])}` : ''}`,
  addLabel: 'Add a stop',
  clearLabel: 'Start over',
};

/** A toy walk: two counts that sum to 1..4, and the stops. */
const WALK: CalculatorTool = {
  id: 'walk',
  title: 'Walk',
  headline: { label: 'Loaves', unit: { one: 'loaf', other: 'loaves' } },
  groups: [
    {
      legend: 'Walkers',
      inputs: [
        { kind: 'count', id: 'a', label: 'Adults', noun: 'adults', min: 0, max: 4, default: 1 },
        { kind: 'count', id: 'c', label: 'Children', noun: 'children', min: 0, max: 4, default: 0 },
      ],
    },
  ],
  sums: [
    {
      inputs: ['a', 'c'],
      min: 1,
      max: 4,
      message: (breach, fixed) =>
        breach === 'over'
          ? `At most 4 walkers; ${String(fixed['c'])} children are used.`
          : 'At least 1 walker; 1 adult is used.',
    },
  ],
  repeats: [STOPS],
  breakdown: { caption: 'Loaves', columns: ['Stop', 'Bought', 'Here'] },
  notesTitle: 'Notes',
  compute: (_inputs, _context, items) => ({
    total: (items['s'] ?? []).reduce((t, i) => t + (i['loaves'] as number), 0),
    problems: [],
    breakdown: { rows: [], total: { label: 'Loaves', value: '' } },
    notes: [],
    rulings: [],
  }),
};

const ctx = { userData: undefined };

describe('calculator repeated groups and sum limits', () => {
  it('writes an item as one link value, text last, and reads it back', () => {
    const item = { loaves: 3, pace: 'run', name: 'Mill, north ' };
    const raw = writeRepeatItem(STOPS, item);
    expect(raw).to.equal('3,run,Mill, north');
    expect(readRepeatItem(STOPS, raw)).to.deep.equal({ ...item, name: 'Mill, north' });
    expect(readRepeatItem(STOPS, '3,fly,x')).to.equal(null);
    expect(readRepeatItem(STOPS, '12,,x')).to.equal(null);
    expect(emptyItem(STOPS)).to.deep.equal({ loaves: 0, pace: '', name: '' });
  });

  it('cleans text and names items in order', () => {
    expect(cleanText('  a\u0000\tb   c', 4)).to.equal('a b ');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).to.deep.equal([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });

  it('reads the items of a link, leaving out what it cannot read or has no room for', () => {
    const { items, notices } = readCalculatorLink(
      WALK,
      [
        ['s', '1,,Mill'],
        ['s', 'x'],
        ['s', '2,run,Bakery'],
      ],
      ctx,
    );
    expect(items['s']).to.deep.equal([{ loaves: 1, pace: '', name: 'Mill' }]);
    expect(notices.join(' ')).to.contain('At most 2 stops are taken');
    expect(notices.join(' ')).to.contain('Stop 2 of the link could not be read');
    expect(writeCalculatorLink(WALK, { a: 1, c: 0 }, items)).to.deep.equal([['s', '1,,Mill']]);
    expect(writeCalculatorLink(WALK, { a: 2, c: 0 }, items)).to.deep.equal([
      ['a', '2'],
      ['s', '1,,Mill'],
    ]);
  });

  it('mends a link that breaks a sum limit, and bounds each stepper by the others', () => {
    const over = readCalculatorLink(
      WALK,
      [
        ['a', '3'],
        ['c', '3'],
      ],
      ctx,
    );
    expect(over.inputs).to.deep.equal({ a: 3, c: 1 });
    expect(over.notices).to.deep.equal(['At most 4 walkers; 1 children are used.']);
    const under = readCalculatorLink(WALK, [['a', '0']], ctx);
    expect(under.inputs).to.deep.equal({ a: 1, c: 0 });
    expect(under.notices).to.deep.equal(['At least 1 walker; 1 adult is used.']);
    const [a, c] = WALK.groups[0]!.inputs as [never, never];
    expect(countMin(WALK, a, { a: 1, c: 0 })).to.equal(1);
    expect(countMin(WALK, a, { a: 1, c: 2 })).to.equal(0);
    expect(countMax(WALK, c, { a: 3, c: 0 })).to.equal(1);
  });
});
