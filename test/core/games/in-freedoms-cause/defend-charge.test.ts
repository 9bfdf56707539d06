import { expect } from '@open-wc/testing';
import { DEFEND_CHARGE } from '../../../../src/core/games/in-freedoms-cause/charge-data.js';
import { defendCharge } from '../../../../src/core/games/in-freedoms-cause/defend-charge.js';

const base = {
  chargerFigures: 18,
  targetFigures: 18,
  targetDisordered: false,
  friends: 1,
  enemies: 1,
};

describe('In Freedom’s Cause charging on Defend orders (Generals, Orders, and Command Control)', () => {
  it('holds the rulebook’s numbers: 2 to 1 within 12″', () => {
    expect(DEFEND_CHARGE).to.deep.equal({ ratio: 2, withinInches: 12 });
  });

  it('allows a charge on an enemy equal or less in strength and disordered (ruling A16: figures now)', () => {
    expect(defendCharge({ ...base, targetDisordered: true }).allowed).to.equal(true);
    expect(defendCharge({ ...base, targetDisordered: true, targetFigures: 19 }).allowed).to.equal(
      false,
    );
    expect(defendCharge({ ...base, targetFigures: 6 }).weakerAndDisordered).to.equal(false);
  });

  it('allows a charge when friends within 12″ outnumber enemy units there 2 to 1 (ruling A16: units)', () => {
    expect(defendCharge({ ...base, friends: 2, enemies: 1 }).outnumbered).to.equal(true);
    expect(defendCharge({ ...base, friends: 3, enemies: 2 }).allowed).to.equal(false);
    expect(defendCharge({ ...base, friends: 4, enemies: 2 }).allowed).to.equal(true);
  });

  it('allows exactly when one of the two holds, over every small case', () => {
    let checked = 0;
    for (let friends = 1; friends <= 6; friends++)
      for (let enemies = 0; enemies <= 6; enemies++)
        for (const targetDisordered of [false, true])
          for (const targetFigures of [6, 18, 24]) {
            const v = defendCharge({ ...base, friends, enemies, targetDisordered, targetFigures });
            const weaker = targetDisordered && targetFigures <= base.chargerFigures;
            expect(v.allowed).to.equal(weaker || friends >= 2 * enemies);
            checked++;
          }
    expect(checked).to.equal(6 * 7 * 2 * 3);
  });
});
