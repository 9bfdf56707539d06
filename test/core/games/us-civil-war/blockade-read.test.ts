import { expect } from '@open-wc/testing';
import {
  readBlockade,
  usableBlockadeTable,
} from '../../../../src/core/games/us-civil-war/blockade-read.js';
import { reinforcementCalculator } from '../../../../src/core/games/us-civil-war/reinforcement-calculator.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';
import { BLOCKADE_FIXTURE } from '../../../helpers/uscw-blockade-fixture.js';

const compute = (over: Inputs, userData: unknown) =>
  reinforcementCalculator.compute(
    { ...calculatorDefaults(reinforcementCalculator), ...over },
    { userData },
    {},
  );
const hints = (over: Inputs, userData: unknown) =>
  JSON.stringify(
    reinforcementCalculator.groups
      .filter((g) => g.legend.startsWith('Blockade'))
      .map((g) =>
        g.hints?.({ ...calculatorDefaults(reinforcementCalculator), ...over }, { userData }),
      ),
  );

describe('The U.S. Civil War Blockade rolls read off the entered table', () => {
  it('reads the column of the turn’s year, or nothing when it is not entered', () => {
    expect(readBlockade(BLOCKADE_FIXTURE, 2, 8)).to.deep.equal({
      bp: 8,
      inflation: false,
      year: '1861',
      roll: 8,
    });
    expect(readBlockade(BLOCKADE_FIXTURE, 2, 0)?.inflation).to.equal(true);
    expect(readBlockade({ years: {} }, 2, 8)).to.equal(null);
    expect(readBlockade(null, 2, 8)).to.equal(null);
  });

  it('uses a table only when it can be read and agrees with the rulebook', () => {
    expect(usableBlockadeTable(BLOCKADE_FIXTURE)).to.deep.equal(BLOCKADE_FIXTURE);
    expect(usableBlockadeTable(null)).to.equal(null);
    expect(usableBlockadeTable({ years: { '1861': 'x' } })).to.equal(null);
    const wrong = { years: { ...BLOCKADE_FIXTURE.years, '1862': { from: 0, results: ['1'] } } };
    expect(usableBlockadeTable(wrong)).to.equal(null);
  });

  it('fills the Turn 2 example’s three rolls from the table: 28 BPs, 11 SPs', () => {
    // The fixture is keyed to the facts, not the real chart: rolls 3, 3, 2 at DRMs 5, 7, 8.
    const turn2 = { turn: 2, res: 96, arsdest: 0, ky: 1, nar: 3, sar: 3, gulfr: 2 };
    const r = compute(turn2, BLOCKADE_FIXTURE);
    expect(r.total).to.equal(11);
    const bps = r.breakdown.rows.filter((row) => row.label.startsWith('Blockade'));
    expect(bps.map((row) => row.here)).to.deep.equal(['+8', '+10', '+10']);
    expect(hints(turn2, BLOCKADE_FIXTURE)).to.contain('reads 8 in 1861');
    expect(compute(turn2, null).total).to.equal(9);
    expect(hints(turn2, null)).to.contain('on your player aid card');
  });

  it('raises Maintenance for a +2M read off the table', () => {
    const r = compute({ turn: 2, nar: 1, nad: -1 }, BLOCKADE_FIXTURE);
    expect(r.breakdown.rows.find((row) => row.label === 'Maintenance')?.here).to.equal('−12');
  });
});
