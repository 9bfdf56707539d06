import { expect } from '@open-wc/testing';
import {
  casualtyCheckOwed,
  returnFire,
  type ReturnFireQuery,
} from '../../../../src/core/games/in-freedoms-cause/return-fire.js';

const infantryTarget: ReturnFireQuery = {
  targetArtillery: false,
  targetActed: false,
  targetCanFireBack: true,
  firerArtillery: false,
};

describe('In Freedom’s Cause return fire (Fire; Unit Fired On (Return Fire))', () => {
  it('Fire: an unacted infantry target fired on by infantry it could fire back at must return fire or try to hold', () => {
    const v = returnFire(infantryTarget);
    expect(v.owed).to.equal(true);
    expect(v.text).to.contain('full, non-moving fire').and.contain('Unit Fired On (Return Fire)');
    expect(v.text).to.contain('involuntary fire');
    expect(v.rule).to.equal('Fire; Morale and Combat Results');
  });

  it('Fire: artillery never owes return fire', () => {
    const v = returnFire({ ...infantryTarget, targetArtillery: true });
    expect(v).to.deep.include({ owed: false, rule: 'Fire' });
    expect(v.text).to.contain('artillery');
  });

  it('Fire: a target that has already used its action owes nothing', () => {
    expect(returnFire({ ...infantryTarget, targetActed: true }).owed).to.equal(false);
  });

  it('Fire: a target that could not legally fire back owes nothing', () => {
    expect(returnFire({ ...infantryTarget, targetCanFireBack: false }).owed).to.equal(false);
  });

  it('ruling C1: fire from guns forces no return fire (Unit Fired On (Return Fire): infantry or cavalry)', () => {
    const v = returnFire({ ...infantryTarget, firerArtillery: true });
    expect(v.owed).to.equal(false);
    expect(v.text).to.contain('ruling C1');
  });

  it('ruling A3: no casualty check at 0 casualties, one at 1 or more', () => {
    expect(casualtyCheckOwed(0)).to.equal(false);
    expect(casualtyCheckOwed(1)).to.equal(true);
    expect(casualtyCheckOwed(7)).to.equal(true);
  });
});
