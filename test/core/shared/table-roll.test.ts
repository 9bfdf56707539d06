import { expect } from '@open-wc/testing';
import { D6, rangeEntry, resultFromNatural } from '../../../src/core/shared/index.js';
import type { ResultsTable } from '../../../src/core/shared/index.js';
import type { RollSide } from '../../../src/core/shared/tool.js';
import { tableRoll } from '../../../src/core/shared/table-roll.js';

const TABLE: ResultsTable<string> = {
  id: 'test-shot',
  title: 'Shot',
  rule: 'Test Table',
  rows: { label: 'D6', entries: [rangeEntry(null, 3), rangeEntry(4, null)] },
  cells: [['miss'], ['hit']],
  outOfRange: 'clamp',
};

const SIDE: RollSide = {
  id: 'shooter',
  label: 'Shooter',
  dice: D6,
  clamp: { min: 1, max: 6 },
  inputs: [],
  modifiers: [{ id: 'aim', label: 'Aimed', value: 2, rule: 'Test', when: { input: 'aim' } }],
};

const SHOT = tableRoll({
  title: 'Shot',
  side: SIDE,
  table: TABLE,
  outcomes: [
    { key: 'miss', label: 'Miss' },
    { key: 'hit', label: 'Hit' },
  ],
  outcomeKey: (cell) => cell,
  effects: (cell, inputs) => [`${cell}${inputs['aim'] === true ? ' (aimed)' : ''}`],
});

describe('tableRoll', () => {
  it('gives the tool its title, one side, its table and outcomes', () => {
    expect(SHOT.title).to.equal('Shot');
    expect(SHOT.sides).to.deep.equal([SIDE]);
    expect(SHOT.table).to.equal(TABLE);
    expect(SHOT.outcomes.map((o) => o.key)).to.deep.equal(['miss', 'hit']);
  });

  it('resolves the roll on the table, with the effects under the inputs', () => {
    const roll = resultFromNatural(D6, [4], []);
    const r = SHOT.resolve([roll], { aim: true });
    expect(r.outcome.key).to.equal('hit');
    expect(r.lookup?.rowKey).to.equal('4..');
    expect(r.effects).to.deep.equal(['hit (aimed)']);
  });

  it('says which roll is missing', () => {
    expect(() => SHOT.resolve([], {})).to.throw(RangeError, 'Shot: roll 1 is missing.');
  });

  it('gives exact odds with the net modifier, in outcome order', () => {
    expect(SHOT.odds({}).outcomes).to.deep.equal([
      { key: 'miss', weight: 3 },
      { key: 'hit', weight: 3 },
    ]);
    expect(SHOT.odds({ aim: true }).outcomes).to.deep.equal([
      { key: 'miss', weight: 1 },
      { key: 'hit', weight: 5 },
    ]);
  });
});
