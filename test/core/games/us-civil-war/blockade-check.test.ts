import { expect } from '@open-wc/testing';
import {
  blockadeFailures,
  checkBlockadeTable,
  sumOf,
} from '../../../../src/core/games/us-civil-war/blockade-check.js';
import type { BlockadeTable } from '../../../../src/core/games/us-civil-war/blockade-table.js';
import { BLOCKADE_FIXTURE } from '../../../helpers/uscw-blockade-fixture.js';

const status = (t: BlockadeTable) => checkBlockadeTable(t).map((c) => c.status);

describe('The U.S. Civil War Blockade Table check', () => {
  it('finds three results adding up to a total, each usable again', () => {
    expect(sumOf([9, 10], 3, 28)).to.deep.equal([9, 9, 10]);
    expect(sumOf([1, 2], 3, 28)).to.equal(null);
  });

  it('waits for the columns it needs', () => {
    expect(status({ years: {} })).to.deep.equal(['missing', 'missing', 'missing']);
  });

  it('passes a table keyed to the facts: Turn 2 (1861) 28 BPs, Turn 5 (1862) 26 BPs, +2M', () => {
    const checks = checkBlockadeTable(BLOCKADE_FIXTURE);
    expect(checks.map((c) => c.status)).to.deep.equal(['pass', 'pass', 'pass']);
    expect(checks[0]?.expected).to.equal('Turn 2: 3 rolls in the 1861 column give 28 BPs');
    expect(checks[1]?.expected).to.equal('Turn 5: 3 rolls in the 1862 column give 26 BPs');
    expect(blockadeFailures(checks)).to.deep.equal([]);
  });

  it('fails each fact when a column is changed against it', () => {
    const low = { from: 0, results: ['0', '1', '2', '3', '4', '5', '6', '7', '8'] };
    const t1 = {
      years: {
        ...BLOCKADE_FIXTURE.years,
        '1861': { ...low, results: ['+2M', ...low.results.slice(1)] },
      },
    };
    expect(blockadeFailures(checkBlockadeTable(t1))).to.deep.equal(['B1']);
    const t2 = { years: { ...BLOCKADE_FIXTURE.years, '1862': low } };
    expect(blockadeFailures(checkBlockadeTable(t2))).to.deep.equal(['B2']);
    const t3 = {
      years: {
        ...BLOCKADE_FIXTURE.years,
        '1861': { from: 0, results: BLOCKADE_FIXTURE.years['1862']?.results ?? [] },
      },
    };
    expect(blockadeFailures(checkBlockadeTable(t3))).to.deep.equal(['B3']);
  });

  it('waits for +2M while a year is not entered, and fails once all are', () => {
    const { '1861': _drop, ...rest } = BLOCKADE_FIXTURE.years;
    expect(checkBlockadeTable({ years: rest })[2]?.status).to.equal('missing');
  });
});
