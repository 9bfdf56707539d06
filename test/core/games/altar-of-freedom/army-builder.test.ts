import { expect } from '@open-wc/testing';
import type {
  ArmySelection,
  BuiltBrigade,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import {
  ARMY_LIMITS,
  EXCEPTIONAL_DIVISIONS,
  EXCEPTIONAL_DIVISION_PP,
  POINT_COSTS,
  priceArmy,
} from '../../../../src/core/games/altar-of-freedom/index.js';

const inf = (sm = 0): BuiltBrigade => ({ arm: 'infantry', sm });
const art: BuiltBrigade = { arm: 'artillery', sm: 0 };

/** A small army: 4 divisions of 3 infantry + 1 artillery, 1 corps general: 12 + 8 + 3 = 23 points. */
const SMALL: ArmySelection = {
  size: 'small',
  corpsGenerals: 1,
  divisions: Array.from({ length: 4 }, () => ({ brigades: [inf(), inf(), inf(), art] })),
};

describe('Altar of Freedom army builder (App. V)', () => {
  it('has the printed limits, budgets and costs (L1953–1992)', () => {
    expect(
      ARMY_LIMITS.map((l) => [l.size, l.budget, l.divisions.min, l.divisions.max]),
    ).to.deep.equal([
      ['small', 30, 3, 6],
      ['medium', 50, 4, 9],
      ['large', 80, 6, 15],
    ]);
    expect(ARMY_LIMITS[1]).to.deep.include({
      corpsGenerals: { min: 1, max: 3 },
      infantry: { min: 12, max: 27 },
      artillery: { min: 2, max: 9 },
      cavalry: { min: 1, max: 6 },
    });
    expect(POINT_COSTS).to.deep.equal({
      infantry: 1,
      artillery: 2,
      cavalry: 2,
      armyGeneral: 0,
      corpsGeneral: 3,
      division: 0,
    });
  });

  it('prices a valid small army', () => {
    const price = priceArmy(SMALL);
    expect(price).to.deep.include({
      cost: 23,
      unspent: 7,
      smTotal: 0,
      smAllowedMax: 7,
      ppPoolBase: 12,
      valid: true,
    });
    expect(price.breakPoint).to.equal(5);
    expect(price.messages).to.deep.equal([]);
  });

  it('worked example: 4 unspent points allow an SM total of 4, not 5 (L2020–2023)', () => {
    const selection = (extra: number): ArmySelection => ({
      size: 'small',
      corpsGenerals: 0,
      divisions: [
        { brigades: [inf(2), inf(2), inf(), inf(), art, art] },
        { brigades: [inf(), inf(), inf(), inf(extra), art, art] },
        { brigades: [inf(), inf(), inf(), art] },
        { brigades: [inf(), inf(), inf(), art] },
      ],
    });
    const price = priceArmy(selection(0));
    expect(price).to.deep.include({
      cost: 26,
      unspent: 4,
      smTotal: 4,
      smAllowedMax: 4,
      valid: true,
    });
    expect(priceArmy(selection(1)).valid).to.equal(false);
    expect(priceArmy(selection(-3)).smTotal).to.equal(1);
    expect(priceArmy(selection(-3)).valid).to.equal(true);
  });

  it('reports every broken limit', () => {
    const price = priceArmy({
      size: 'small',
      corpsGenerals: 3,
      divisions: [{ brigades: [inf(4), { arm: 'artillery', sm: 1 }] }, { brigades: [inf()] }],
      generals: [
        { pp: 1, traits: 0 },
        { pp: 3, traits: 2 },
      ],
    });
    const rules = price.messages.map((m) => m.rule);
    expect(price.valid).to.equal(false);
    expect(rules).to.include(
      'Appendix V › Organize your Totally not Historical Army; Spend those Pesky Points (steps 2–3)',
    );
    expect(rules).to.include('Appendix V › Divisions and Priority Points (step 4)');
    expect(rules).to.include('Appendix V › Strength Modifiers (step 6)');
    expect(price.messages.some((m) => m.text.includes('minimum 2'))).to.equal(true);
    expect(price.messages.some((m) => m.level === 'warning')).to.equal(true);
  });

  it('checks the PP pool: 3 per division plus a D6 per general (L1998–2002)', () => {
    const ok = priceArmy({
      ...SMALL,
      generals: [
        { pp: 9, traits: 1 },
        { pp: 7, traits: 2 },
      ],
    });
    expect(ok.valid).to.equal(true);
    const bad = priceArmy({
      ...SMALL,
      generals: [
        { pp: 20, traits: 1 },
        { pp: 7, traits: 2 },
      ],
    });
    expect(bad.valid).to.equal(false);
  });

  it('App. IV, Exceptional Divisions: small 1, medium 2, large up to 3, each with 1 permanent PP and no cost (ruling AB2)', () => {
    expect(EXCEPTIONAL_DIVISIONS).to.deep.equal({ small: 1, medium: 2, large: 3 });
    expect(EXCEPTIONAL_DIVISION_PP).to.equal(1);
    const nominate = (n: number): ArmySelection => ({
      ...SMALL,
      divisions: SMALL.divisions.map((d, i) => ({ ...d, exceptional: i < n })),
    });
    const one = priceArmy(nominate(1));
    expect(one).to.deep.include({ cost: 23, valid: true, exceptionalMax: 1 });
    expect(one.counts.exceptional).to.equal(1);
    // None is fine too: the rule is optional.
    expect(priceArmy(nominate(0)).valid).to.equal(true);
    const two = priceArmy(nominate(2));
    expect(two.valid).to.equal(false);
    expect(two.messages).to.deep.equal([
      {
        level: 'error',
        text: '2 exceptional divisions; a small army may nominate at most 1.',
        rule: 'App. IV, Exceptional Divisions; ruling AB2',
      },
    ]);
    expect(
      priceArmy({ ...nominate(2), size: 'medium' }).messages.map((m) => m.text),
    ).to.not.include('2 exceptional divisions; a medium army may nominate at most 2.');
  });
});
