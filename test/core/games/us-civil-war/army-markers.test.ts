import { expect } from '@open-wc/testing';
import {
  ARMY_LIMITS,
  noArmies,
  OPTIONAL_RULES,
  placeArmy,
  removeArmy,
  setArmyMorale,
  setArmySupply,
} from '../../../../src/core/games/us-civil-war/army-markers.js';

describe('US Civil War Army markers (22.4, 22.5)', () => {
  it('names the optional rules by their places', () => {
    expect(OPTIONAL_RULES.political.rule).to.equal('22.1');
    expect(OPTIONAL_RULES.armies.rule).to.equal('22.4, 22.5');
  });

  it('22.4: only a stack with a 3- or 4-star General may use an Army marker', () => {
    expect(ARMY_LIMITS.minStars).to.equal(3);
    expect(() => placeArmy(noArmies(), 'union', 'Burnside', 2)).to.throw(
      'Only a stack with a 3- or 4-star General may use an Army marker (22.4).',
    );
    expect(() => placeArmy(noArmies(), 'union', ' ', 3)).to.throw('Name the stack’s General');
    expect(() => placeArmy(noArmies(), 'union', 'Grant', 5)).to.throw('1 to 4 stars');
    const a = placeArmy(noArmies(), 'union', 'Grant', 4);
    expect(a.list).to.deep.equal([
      { id: 'a1', side: 'union', general: 'Grant', stars: 4, high: false },
    ]);
    expect(() => placeArmy(a, 'union', 'grant', 4)).to.throw('already');
  });

  it('22.4: the counter mix is the limit, as many as the players say their counters hold', () => {
    let a = setArmySupply(noArmies(), 'confederate', 1);
    a = placeArmy(a, 'confederate', 'Lee', 4);
    expect(() => placeArmy(a, 'confederate', 'Bragg', 3)).to.throw(
      'All 1 Confederate Army markers are on the map: the counters are the limit (22.4).',
    );
    expect(() => setArmySupply(a, 'confederate', 0)).to.throw('remove some first');
    expect(placeArmy(a, 'union', 'Grant', 4).list).to.have.length(2);
  });

  it('22.5: high morale is flipped on and off; a removed marker takes it away', () => {
    let a = placeArmy(noArmies(), 'union', 'Meade', 3);
    a = setArmyMorale(a, 'a1', true);
    expect(a.list[0]?.high).to.equal(true);
    expect(removeArmy(a, 'a1').list).to.deep.equal([]);
    expect(() => removeArmy(a, 'a9')).to.throw('No such Army marker');
  });
});
