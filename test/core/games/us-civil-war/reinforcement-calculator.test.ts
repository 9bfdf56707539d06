import { expect } from '@open-wc/testing';
import { reinforcementCalculator } from '../../../../src/core/games/us-civil-war/reinforcement-calculator.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const compute = (over: Inputs) =>
  reinforcementCalculator.compute(
    { ...calculatorDefaults(reinforcementCalculator), ...over },
    { userData: null },
    {},
  );
const text = (lines: readonly (readonly unknown[])[] | undefined) => JSON.stringify(lines ?? []);

describe('The U.S. Civil War reinforcement calculator', () => {
  it('Turn 2 worked example (14.3.1): 96 + 2 + 28 + 3 = 129, less 10 is 119: 11 SPs, 9 BPs lost', () => {
    // The rulebook gives the Blockade Running total only (28); any split of it over the zones does.
    const r = compute({ turn: 2, res: 96, arsdest: 0, ky: 1, mo: 0, nab: 10, sab: 9, gulfb: 9 });
    expect(r.total).to.equal(11);
    const built = r.breakdown.rows.find((row) => row.label.startsWith('SPs built'));
    expect(built?.here).to.equal('11');
    expect(built?.note).to.equal('119 BPs net; 9 BPs lost.');
    expect(text(r.lines)).to.contain('place 1 in the Trans-Mississippi, 5 East and 5 West');
    expect(text(r.lines)).to.contain('draw 1 Special Action Card.');
  });

  it('Turn 5 worked example (14.3, Confederate Reinforcements tip): 92 + 5 + 6 + 26 − 10 = 119: 11 SPs', () => {
    const r = compute({ turn: 5, res: 92, arsdest: 0, ky: 1, mo: 1, nab: 9, sab: 9, gulfb: 8 });
    expect(r.total).to.equal(11);
    expect(r.breakdown.rows.find((row) => row.label === 'Kentucky')?.here).to.equal('+3');
    expect(r.breakdown.rows.find((row) => row.label === 'Missouri')?.here).to.equal('+3');
    expect(r.breakdown.rows.find((row) => row.label.startsWith('Arsenals'))?.here).to.equal('+5');
    expect(text(r.lines)).to.contain('draw 2 Special Action Cards');
  });

  it('winter worked example (14.1.2): 8 SPs earned in winter gives none and removes 2', () => {
    const r = compute({ turn: 4, winter: true, res: 70, arsdest: 0, nab: 6, sab: 6, gulfb: 4 });
    expect(r.breakdown.rows.find((row) => row.label.startsWith('SPs built'))?.here).to.equal('8');
    expect(r.total).to.equal(0);
    expect(r.warning?.text).to.contain('removes 2 non-isolated SPs');
    expect(r.warning?.rule).to.equal('14.1.2');
    expect(text(r.lines)).to.contain('Winter: no land SPs this turn.');
  });

  it('raises Maintenance by 2 for each +2M at once, and builds nothing below Maintenance (ruling C19)', () => {
    const r = compute({
      turn: 6,
      res: 0,
      arsdest: 6,
      nab: 0,
      sab: 0,
      gulfb: 0,
      nam: true,
      sam: true,
      gulfm: true,
    });
    expect(r.breakdown.rows.find((row) => row.label === 'Maintenance')?.here).to.equal('−16');
    expect(r.total).to.equal(0);
    expect(r.warning).to.equal(undefined);
    expect(r.rulings).to.include('C19');
  });

  it('warns when a turn the rulebook calls winter is not ticked, and on turn 1', () => {
    expect(compute({ turn: 9 }).problems.join(' ')).to.contain('Turn 9 is a winter turn (S3.1)');
    expect(compute({ turn: 1 }).problems.join(' ')).to.contain('no Reinforcement Phase');
  });

  it('lists the Union checklist: 14 SPs by area, lost where no hex is legal, naval in the Advanced Game', () => {
    const r = compute({ turn: 4, winter: false, stl: false, adv: true });
    const lines = text(r.lines);
    expect(lines).to.contain('Union: 12 SPs');
    expect(lines).to.contain('Trans-Mississippi: 2 SPs lost, no legal hex.');
    expect(lines).to.contain('1 Oceangoing NSP and 3 River NSPs');
    expect(lines).to.contain('never more than 8 River and 5 Oceangoing');
    expect(lines).to.contain('Confederate Naval Reinforcement table');
  });

  it('reads the modified Blockade roll and its year column from the inputs', () => {
    const zone = reinforcementCalculator.groups.find((g) => g.legend === 'Blockade: Gulf');
    const hints = zone?.hints?.({ turn: 5, gulfr: 4, gulfd: 7 }, { userData: null }) ?? [];
    expect(JSON.stringify(hints)).to.contain('Modified roll 11: read it in the 1862 column');
  });
});
