import { expect } from '@open-wc/testing';
import { modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import { defaultInputs, effectiveInputs } from '../../../../src/core/shared/tool-inputs.js';
import { surrenderTool } from '../../../../src/core/games/us-civil-war/surrender.js';
import { SURRENDER_EXAMPLES } from '../../../../src/core/games/us-civil-war/surrender-examples.js';
import type { SurrenderChart } from '../../../../src/core/games/us-civil-war/surrender-chart.js';
import type { Inputs } from '../../../../src/core/shared/types.js';

const FIXTURE: SurrenderChart = { column: { from: 1, results: [3, 3, 2, 2, 1, 1, 1, 0] } };
const bare = surrenderTool(null);
const keyed = surrenderTool(FIXTURE);

const situation = (inputs: Inputs) => effectiveInputs(bare, { ...defaultInputs(bare), ...inputs });
const roll = (tool: typeof bare, die: number, inputs: Inputs = {}) =>
  resolveTool(tool, [[die]], situation(inputs)).resolution;

describe('US Civil War isolation and surrender (13.6)', () => {
  it('the Vicksburg example: roll 4, Pemberton +1, a fortified Vicksburg +2 gives 1 point', () => {
    const ex = SURRENDER_EXAMPLES[0];
    if (!ex) throw new Error('no example');
    expect(modifierTotals(bare, situation(ex.inputs))).to.deep.equal([3]);
    const r = roll(bare, ex.dice[0]?.[0] ?? 0, ex.inputs);
    expect(r.outcome.key).to.equal('points');
    expect(r.lookup?.rowKey).to.equal('7');
    expect(r.effects?.join(' ')).to.contain('1 Surrender Point: the group has 1');
  });

  it('the two hex modifiers are alternatives: +2 with a Fort, +1 without', () => {
    expect(modifierTotals(bare, situation({ hex: 'fort' }))).to.deep.equal([2]);
    expect(modifierTotals(bare, situation({ hex: 'open' }))).to.deep.equal([1]);
  });

  it('Naval Units take no General’s modifier', () => {
    expect(modifierTotals(bare, situation({ naval: true, defense: 2 }))).to.deep.equal([0]);
  });

  it('a 1 or 2 surrenders the group at once', () => {
    expect(roll(bare, 2).outcome.key).to.equal('surrenders');
    expect(roll(bare, 2).effects?.join(' ')).to.contain('at once');
  });

  it('says which rows the rulebook lost until the table is entered', () => {
    expect(roll(bare, 5).outcome.key).to.equal('unknown');
    expect(roll(bare, 5).effects?.join(' ')).to.contain('ruling G13');
    expect(roll(keyed, 5).outcome.key).to.equal('points');
  });

  it('surrenders when the points reach 3', () => {
    const r = roll(keyed, 3, { points: 1 });
    expect(r.outcome.key).to.equal('surrenders');
    expect(r.effects?.join(' ')).to.contain('2 more Surrender Points: 3');
  });

  it('a Source of Provisions or a SUPPLY card spares the check', () => {
    expect(roll(bare, 1, { provisions: true }).outcome.key).to.equal('exempt');
    expect(roll(bare, 1, { card: true }).outcome.key).to.equal('exempt');
  });

  it('gives exact odds: with no modifier a 1 or 2 in 6 surrenders', () => {
    const odds = bare.odds(situation({}));
    const w = (k: string) => odds.outcomes.find((o) => o.key === k)?.weight;
    expect(odds.total).to.equal(6);
    expect(w('surrenders')).to.equal(2);
    expect(w('unknown')).to.equal(4);
    const k = keyed.odds(situation({ points: 2 }));
    expect(k.outcomes.find((o) => o.key === 'surrenders')?.weight).to.equal(6);
  });

  it('shows the rulebook’s rows in its table until yours is entered', () => {
    expect(bare.table?.cells.map((c) => c[0]).slice(0, 7)).to.deep.equal([
      '3',
      '3',
      '?',
      '?',
      '?',
      '?',
      '1',
    ]);
  });
});
