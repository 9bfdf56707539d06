import { expect } from '@open-wc/testing';
import { ARMY_LIMITS, priceArmy } from '../../../../src/core/games/altar-of-freedom/index.js';
import { armyLimits, spanText } from '../../../../src/core/games/altar-of-freedom/army-builder.js';
import { limitRows, priceErrors } from '../../../../src/core/games/altar-of-freedom/army-check.js';

describe('army limits against an army (App. V step 2)', () => {
  it('lists every limit of the size with the army’s count and whether it holds', () => {
    const price = priceArmy({
      size: 'medium',
      corpsGenerals: 1,
      divisions: [{ brigades: [{ arm: 'infantry', sm: 0 }] }],
    });
    const rows = limitRows(price, 2);
    const medium = armyLimits('medium');
    expect(rows.map((r) => r.label)).to.deep.equal([
      'Divisions',
      'Army general',
      'Corps generals',
      'Infantry brigades',
      'Artillery brigades',
      'Cavalry brigades',
    ]);
    expect(rows[0]).to.deep.equal({
      label: 'Divisions',
      allowed: medium.divisions,
      count: 1,
      ok: false,
    });
    expect(rows[1]).to.include({ count: 1, ok: true });
    expect(rows[2]).to.include({ count: 1, ok: true });
    expect(rows[3]).to.include({ count: 1, ok: false });
  });

  it('counts an army with no general listed as missing its commander', () => {
    const price = priceArmy({ size: 'small', corpsGenerals: 0, divisions: [] });
    expect(limitRows(price, 0)[1]).to.include({ count: 0, ok: false });
  });

  it('keeps only the errors of a price', () => {
    const price = priceArmy({
      size: 'small',
      corpsGenerals: 0,
      divisions: [],
      generals: [{ pp: null, traits: 0 }],
    });
    expect(priceErrors(price).every((m) => m.level === 'error')).to.equal(true);
    expect(priceErrors(price).length).to.be.below(price.messages.length);
  });

  it('writes spans as the book does and knows every size', () => {
    expect(spanText({ min: 1, max: 1 })).to.equal('1');
    expect(spanText({ min: 3, max: 6 })).to.equal('3–6');
    for (const l of ARMY_LIMITS) expect(armyLimits(l.size)).to.equal(l);
  });
});
