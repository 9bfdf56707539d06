import { expect } from '@open-wc/testing';
import {
  factorText,
  inchText,
  scaled,
} from '../../../../src/core/games/in-freedoms-cause/movement-data.js';
import { WEAPONS } from '../../../../src/core/games/in-freedoms-cause/weapons.js';

describe("In Freedom's Cause: movement data", () => {
  it('prints inches to the eighth, and factors', () => {
    expect(inchText(8)).to.equal('8″');
    expect(inchText(2.5)).to.equal('2½″');
    expect(inchText(0.625)).to.equal('⅝″');
    expect(inchText(0)).to.equal('0″');
    expect(factorText(0.5)).to.equal('×½');
    expect(factorText(1.5)).to.equal('×1½');
  });

  it('weapon ranges: Minie 18″, musket and carbine 12″, artillery not given; halved at 15 mm', () => {
    expect(WEAPONS.map((w) => [w.id, w.range])).to.deep.equal([
      ['minie', 18],
      ['musket', 12],
      ['carbine', 12],
      ['artillery', null],
    ]);
    expect(scaled(18, '15mm')).to.equal(9);
    expect(scaled(18, '25mm')).to.equal(18);
  });
});
