import { expect } from '@open-wc/testing';
import type { CalculatorTool } from '../../../src/core/shared/calculator.js';
import { calculatorDefaults } from '../../../src/core/shared/calculator.js';
import {
  readCalculatorLink,
  writeCalculatorLink,
} from '../../../src/core/shared/calculator-link.js';

/** A march: a commander chosen from the players' data sets his speed; weather and a flag. */
const MARCH: CalculatorTool = {
  id: 'march',
  title: 'March',
  headline: { label: 'Hexes' },
  groups: [
    {
      legend: 'March',
      inputs: [
        {
          kind: 'data-choice',
          id: 'leader',
          label: 'Commander',
          noneLabel: 'None',
          sets: ['speed'],
          options: () => [{ value: 'lee', name: 'Lee', label: 'Lee', sets: { speed: 0 } }],
          unknown: (raw) => `No commander “${raw}”.`,
        },
        { kind: 'count', id: 'speed', label: 'Speed', noun: 'hexes', min: 0, max: 9, default: 0 },
        { kind: 'count', id: 'days', label: 'Days', noun: 'days', min: 1, max: 9, default: 1 },
        {
          kind: 'choice',
          id: 'weather',
          label: 'Weather',
          default: 'fair',
          options: [
            { value: 'fair', label: 'Fair' },
            { value: 'mud', label: 'Mud' },
          ],
        },
        { kind: 'flag', id: 'road', label: 'On a road' },
      ],
    },
  ],
  breakdown: { caption: 'March', columns: ['Item', 'Rule', 'Here'] },
  notesTitle: 'Notes',
  compute: () => ({
    total: 0,
    problems: [],
    breakdown: { rows: [], total: { label: 'Hexes', value: '' } },
    notes: [],
    rulings: [],
  }),
};

const ctx = { userData: undefined };

describe('calculator links', () => {
  it('writes only the inputs that differ from their defaults, and reads them back', () => {
    const inputs = { ...calculatorDefaults(MARCH), days: 3, road: true };
    const pairs = writeCalculatorLink(MARCH, inputs);
    expect(pairs).to.deep.equal([
      ['days', '3'],
      ['road', '1'],
    ]);
    expect(writeCalculatorLink(MARCH, calculatorDefaults(MARCH))).to.deep.equal([]);
    const read = readCalculatorLink(MARCH, pairs, ctx);
    expect(read.inputs).to.deep.equal(inputs);
    expect(read.notices).to.deep.equal([]);
  });

  it('keeps what a chosen option sets, even at its default, so another device reads the same', () => {
    const inputs = { ...calculatorDefaults(MARCH), leader: 'lee', speed: 0 };
    expect(writeCalculatorLink(MARCH, inputs)).to.deep.equal([
      ['leader', 'lee'],
      ['speed', '0'],
    ]);
  });

  it('opens an older link with every input written exactly as the short one', () => {
    const full: [string, string][] = [
      ['speed', '0'],
      ['days', '3'],
      ['weather', 'fair'],
      ['road', '1'],
    ];
    const short = writeCalculatorLink(MARCH, readCalculatorLink(MARCH, full, ctx).inputs);
    expect(short).to.deep.equal([
      ['days', '3'],
      ['road', '1'],
    ]);
    expect(readCalculatorLink(MARCH, full, ctx).inputs).to.deep.equal(
      readCalculatorLink(MARCH, short, ctx).inputs,
    );
  });
});
