import { expect } from '@open-wc/testing';
import { rollLogEntry } from '../../../src/components/shared/roll-log-entry.js';
import type { RollRecord } from '../../../src/core/shared/roll-record-schema.js';
import { text } from '../../helpers/dom.js';

const roll: RollRecord = {
  id: 'r1',
  gameSlug: 'g',
  tool: 't',
  savedGameId: null,
  at: '2026-11-20T10:00:00.000Z',
  inputs: {},
  outcome: 'Hit',
  source: 'entered',
  result: {
    dice: { count: 2, sides: 6 },
    natural: [5, 6],
    naturalTotal: 11,
    modifiers: [],
    total: 13,
    clamped: 12,
  },
};

describe('rollLogEntry', () => {
  it('renders one roll as a list item: outcome, source, dice, total and how it was read', () => {
    const li = rollLogEntry(roll);
    expect(li.localName).to.equal('li');
    expect(li.dataset['id']).to.equal('r1');
    expect(text(li.querySelector('.outcome'))).to.equal('Hit');
    expect(text(li)).to.contain('dice entered');
    expect(text(li.querySelector('.detail'))).to.contain('5 + 6');
    expect(text(li.querySelector('.detail'))).to.contain('(read as 12)');
  });
});
