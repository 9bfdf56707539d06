import { expect } from '@open-wc/testing';
import {
  DISORDERED_REFUSAL,
  fireCalculator,
  firingsTotal,
} from '../../../../src/core/games/in-freedoms-cause/fire-calculator.js';
import { FIRE_FIGURES_MAX } from '../../../../src/core/games/in-freedoms-cause/fire-model.js';
import { calculatorDefaults, calculatorInputs } from '../../../../src/core/shared/calculator.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const run = (patch: Inputs = {}, userData?: unknown) =>
  fireCalculator.compute({ ...calculatorDefaults(fireCalculator), ...patch }, { userData }, {});

const flat = (t: readonly unknown[]) => JSON.stringify(t);

describe('In Freedom’s Cause fire calculator', () => {
  it('says on its result that the table is Haversack’s model', () => {
    const r = run();
    expect(fireCalculator.headline.label).to.equal('Our model');
    expect(flat(r.lines ?? [])).to.contain('not the publisher’s');
    expect(r.breakdown.rows).to.have.length(11);
    expect(r.rulings).to.include('G3');
  });

  it('caps the firing figures at the rulebook’s 24', () => {
    const figs = calculatorInputs(fireCalculator).find((i) => i.id === 'figs');
    expect(figs && 'max' in figs && figs.max).to.equal(FIRE_FIGURES_MAX);
    expect(flat(run().notes)).to.contain(`${String(FIRE_FIGURES_MAX)} figures`);
  });

  it('warns, with no table, when a small arm is out of range', () => {
    const r = run({ weapon: 'musket', range: 'r18' });
    expect(r.warning?.text).to.contain('not allowed').and.contain('12″');
    expect(r.breakdown.rows).to.have.length(0);
    expect(flat(r.lines ?? [])).to.contain('Haversack’s model');
  });

  it('refuses fire from a disordered unit (Fire)', () => {
    const r = run({ disordered: true });
    expect(r.headline?.text).to.equal('Not allowed');
    expect(r.warning).to.deep.equal({ text: DISORDERED_REFUSAL, rule: 'Fire' });
    expect(r.breakdown.rows).to.have.length(0);
    expect(flat(r.lines ?? [])).to.contain('Haversack’s model');
    expect(run({ disordered: false }).breakdown.rows).to.have.length(11);
  });

  it('adds one unit’s firings on one target into its single morale check (Fire)', () => {
    // 30 figures firing: two firings of 15 (no firing above 24); the second adds to the first.
    const first = run({ figs: 15 });
    expect(flat(first.lines ?? [])).not.to.contain('earlier firings');
    const second = run({ figs: 15, earlier: 3 });
    const rows = second.breakdown.rows;
    expect(rows).to.have.length(first.breakdown.rows.length);
    rows.forEach((row, i) => {
      const alone = Number(first.breakdown.rows[i]?.here);
      expect(row.here).to.equal(`${String(alone)} (${String(alone + 3)} in all)`);
    });
    expect(flat(second.lines ?? []))
      .to.contain('With 3 from this unit’s earlier firings')
      .and.contain('checks morale once on the total');
    expect(firingsTotal(3, 4)).to.equal(7);
  });

  it('uses the player’s parameters', () => {
    const mine = run({}, { values: { 'rate-minie-r6': 0 } });
    expect(mine.breakdown.rows.every((row) => row.here === '0')).to.equal(true);
    const theirs = run();
    expect(theirs.breakdown.rows.some((row) => row.here !== '0')).to.equal(true);
  });
  it('prompts return fire after the table: owed for infantry fire, not for artillery fire (Fire; ruling C1)', () => {
    const owed = flat(run().lines ?? []);
    expect(owed).to.contain('Return fire owed: ').and.contain('Unit Fired On (Return Fire)');
    const guns = flat(run({ weapon: 'rifled-art' }).lines ?? []);
    expect(guns).to.contain('No return fire: ').and.contain('ruling C1');
    expect(flat(run({ 'tgt-acted': true }).lines ?? [])).to.contain('already used its action');
    expect(flat(run({ 'tgt-art': true }).lines ?? [])).to.contain('artillery never owes');
    expect(flat(run({ 'tgt-cannot': true }).lines ?? [])).to.contain('could not legally fire back');
    expect(run().rulings).to.include.members(['C1', 'A2', 'A3']);
  });

  it('says which rolls bring no morale check at 0 casualties, and that the check comes first (rulings A3, A2)', () => {
    // A few figures at long range: the lowest rolls cause nothing.
    const r = run({ figs: 2 });
    const zero = r.breakdown.rows.filter((row) => row.here === '0');
    expect(zero.length).to.be.above(0);
    const lines = flat(r.lines ?? []);
    expect(lines).to.contain('causes no casualties and brings no morale check (ruling A3)');
    expect(lines).to.contain('before any return fire (ruling A2)');
    // With earlier casualties on the target, every roll brings the one check.
    expect(flat(run({ figs: 2, earlier: 3 }).lines ?? [])).to.contain('every roll brings');
  });
  it('says who may fire among its notes, and the agreed Deep Target option by the box (Fire)', () => {
    const notes = flat(run().notes);
    expect(notes).to.contain('45° either side').and.contain('Generals never fire');
    expect(notes).to.contain('never added into one firing');
    const deep = calculatorInputs(fireCalculator).find((i) => i.id === 'deep');
    expect(deep && 'help' in deep ? deep.help : '').to.contain('agreed so before play');
  });
});
