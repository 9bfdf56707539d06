import { expect } from '@open-wc/testing';
import {
  BATTLE_CONTINUES,
  GETTYSBURG,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-data.js';
import { GENERALS } from '../../../../src/core/games/battle-cry-of-freedom/generals.js';
import {
  GETTYSBURG_DAYS,
  GETTYSBURG_LAST_DAY,
  GETTYSBURG_NEW_DAY,
  PROMOTABLE,
  SCENARIOS,
  scenarioOf,
} from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import { RULINGS } from '../../../../src/core/games/battle-cry-of-freedom/rulings.js';

describe('Battle Cry of Freedom scenarios', () => {
  it('starts the Campaign and Deck One at 8, Deck Two at 11', () => {
    expect(scenarioOf('campaign')?.cp).to.deep.equal({ union: 8, confederate: 8 });
    expect(scenarioOf('deck-one')?.cp).to.deep.equal({ union: 8, confederate: 8 });
    expect(scenarioOf('deck-two')?.cp).to.deep.equal({ union: 11, confederate: 11 });
  });

  it('builds hands of nine, and Gettysburg’s of 18 and 17', () => {
    const sizes = SCENARIOS.map((s) => [
      s.hands.union.choose + s.hands.union.draw,
      s.hands.confederate.choose + s.hands.confederate.draw,
    ]);
    expect(sizes).to.deep.equal([
      [9, 9],
      [9, 9],
      [9, 9],
      [18, 17],
    ]);
  });

  it('reads Gettysburg’s days, new-day draws and initiative from the combat data', () => {
    expect(GETTYSBURG_DAYS.days).to.equal(GETTYSBURG.days);
    expect(GETTYSBURG_DAYS.battleContinuesEach).to.equal(BATTLE_CONTINUES.perPlayer);
    expect(GETTYSBURG_LAST_DAY).to.equal(5);
    expect(GETTYSBURG_NEW_DAY).to.deep.equal({
      disengage: BATTLE_CONTINUES.disengage,
      draw: BATTLE_CONTINUES.draw,
    });
    expect(scenarioOf('gettysburg')?.initiative).to.equal(GETTYSBURG.initiative);
  });

  it('reads the promotable generals from the general cards', () => {
    expect(PROMOTABLE).to.deep.equal(['Grant', 'Sherman', 'Lee', 'Jackson']);
    expect(PROMOTABLE).to.deep.equal(GENERALS.filter((g) => g.promotable).map((g) => g.name));
  });

  it('cites only rulings the game has', () => {
    const ids = new Set(RULINGS.map((r) => r.id));
    const cited = SCENARIOS.flatMap((s) => s.rulings);
    expect(cited.length).to.be.greaterThan(0);
    for (const id of cited) expect(ids.has(id), id).to.equal(true);
  });
});
