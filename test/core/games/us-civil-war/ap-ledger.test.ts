import { expect } from '@open-wc/testing';
import { ACTION_COSTS } from '../../../../src/core/games/us-civil-war/action-points.js';
import {
  apLedgerCalculator as calc,
  apSpent,
  oceanSps,
} from '../../../../src/core/games/us-civil-war/ap-ledger.js';
import { MODULE } from '../../../../src/core/games/us-civil-war/module.js';
import { calculatorDefaults } from '../../../../src/core/shared/calculator.js';
import { loadTool } from '../../../../src/core/shared/game-module.js';

const run = (extra: Record<string, number | boolean>) =>
  calc.compute({ ...calculatorDefaults(calc), ...extra }, { userData: null }, {});

describe('The U.S. Civil War Action Point ledger (4.3)', () => {
  it('is a built calculator of the module', async () => {
    expect(MODULE.meta.tools.find((t) => t.slug === 'ap-ledger')?.built).to.equal(true);
    const held = MODULE.tools['ap-ledger'];
    expect(held && (await loadTool(held))).to.deep.equal({ kind: 'calculator', tool: calc });
  });

  it('has one control per action of the cost list, each label naming its cost', () => {
    const inputs = calc.groups.flatMap((g) => g.inputs);
    expect(ACTION_COSTS.length).to.be.greaterThan(0);
    for (const a of ACTION_COSTS) {
      const input = inputs.find((i) => i.id === `n-${a.id}`);
      expect(input?.label, a.id).to.contain(`${a.ap} AP`);
      expect(input?.rule, a.id).to.equal(a.rule);
    }
  });

  it('prices each action from the list: 2 moves, a Cautious move and an AP of Training of 12 AP', () => {
    const costs = Object.fromEntries(ACTION_COSTS.map((a) => [a.id, a.ap]));
    const spent = 2 * costs['move']! + costs['cautious']! + costs['training']!;
    expect(apSpent({ 'n-move': 2, 'n-cautious': 1, 'n-training': 1 }).total).to.equal(spent);
    const r = run({ ap: 12, 'n-move': 2, 'n-cautious': 1, 'n-training': 1 });
    expect(r.total).to.equal(12 - spent);
    expect(r.problems).to.deep.equal([]);
    expect(r.breakdown.total.value).to.equal(`${spent} of 12 AP`);
    expect(r.breakdown.rows.filter((row) => row.here !== null)).to.have.length(3);
  });

  it('says when the actions cost more than the phase has', () => {
    const r = run({ ap: 2, 'n-move': 3 });
    expect(r.total).to.equal(0);
    expect(r.problems).to.have.length(1);
    expect(r.problems[0]).to.contain('1 more than the 2 AP');
  });

  it('costs nothing for the free actions, and notes the Advanced Game’s naval AP', () => {
    expect(run({ ap: 3, 'n-militia': 4, 'n-disperse': 2 }).total).to.equal(3);
    const adv = run({ ap: 3, advanced: true });
    expect(adv.notes.map((n) => n.rule)).to.include('21.1');
    expect(run({ ap: 3 }).notes.map((n) => n.rule)).not.to.include('21.1');
  });

  it('20.3.2 example: 4 AP cannot move two stacks of 2 SPs by Ocean Transport in one Action Phase', () => {
    const r = run({ ap: 6, 'n-ocean': 4 });
    expect(r.total).to.equal(2);
    expect(r.problems).to.have.length(1);
    expect(r.problems[0]).to.contain('At most 3 SPs use Ocean Transport in an Action Phase');
    expect(r.problems[0]).to.contain('move 4, 1 too many');
    expect(run({ ap: 6, 'n-ocean': 3 }).problems).to.deep.equal([]);
  });

  it('20.3.2 example: nor can a card move SPs by Ocean Transport past the 3 of the phase', () => {
    expect(oceanSps({ 'n-ocean': 2, 'ocean-card': 2 })).to.deep.equal({ used: 4, left: 0 });
    const over = run({ ap: 2, 'n-ocean': 2, 'ocean-card': 2 });
    expect(over.total).to.equal(0);
    expect(over.problems.join(' ')).to.contain('(20.3.2, 7.5.3)');
    const within = run({ ap: 2, 'n-ocean': 2, 'ocean-card': 1 });
    expect(within.problems).to.deep.equal([]);
    const hint = (i: Record<string, number>) =>
      JSON.stringify(
        calc.groups.find((g) => g.rule === '20.3.2, 20.3.5')?.hints?.(i, { userData: null }),
      );
    expect(hint({ 'n-ocean': 2, 'ocean-card': 1 })).to.contain('3 of 3 SPs, no more may use it');
    expect(hint({ 'n-ocean': 2, 'ocean-card': 2 })).to.contain('4 of 3 SPs, 1 SP too many');
  });

  it('7.5.3 with 20.3.2: a General alone by Ocean Transport costs 1 AP and does not count to the 3', () => {
    const r = run({ ap: 5, 'n-ocean': 3, 'n-ocean-general': 2 });
    expect(r.total).to.equal(0);
    expect(r.problems).to.deep.equal([]);
    expect(oceanSps({ 'n-ocean': 3, 'n-ocean-general': 2 }).used).to.equal(3);
    const group = calc.groups.find((g) => g.rule === '20.3.2, 20.3.5');
    const hint = group?.hints?.({ 'n-ocean': 1, 'n-ocean-general': 1 }, { userData: null });
    expect(JSON.stringify(hint)).to.contain('1 of 3 SPs, 2 SPs more may');
  });

  it('17.3: the Training group carries the marker over 7 AP into an SP, with the placement', () => {
    const group = calc.groups.find((g) => g.legend === 'Training');
    expect(group?.inputs.map((i) => i.id)).to.deep.equal(['training-marker', 'n-training']);
    const line = (i: Record<string, number>) =>
      (group?.hints?.({ ...calculatorDefaults(calc), ...i }, { userData: null }) ?? [])
        .flat()
        .map((t) =>
          typeof t === 'string' ? t : 'strong' in t ? t.strong : 'rule' in t ? t.rule : '',
        )
        .join('');
    expect(line({ 'training-marker': 5, 'n-training': 1 })).to.contain(
      '5 + 1 AP: no SP earned yet; the marker now stands at 6.',
    );
    const earned = line({ 'training-marker': 5, 'n-training': 4 });
    expect(earned).to.contain('5 + 4 AP: 1 SP earned').and.contain('the marker now stands at 2');
    expect(earned).to.contain('in the theater of the Action Point that completed it');
    expect(earned).to.contain('may not move this Action Phase').and.contain('17.3, ruling C33');
    // Each Training AP costs 1 of the phase's Action Points (4.3).
    expect(run({ ap: 6, 'n-training': 4, 'training-marker': 5 }).total).to.equal(2);
  });
});
