import { expect } from '@open-wc/testing';
import {
  CARD_USES,
  cardUseById,
  payingKinds,
  useBarred,
  type CardSituation,
} from '../../../../src/core/games/us-civil-war/sac-uses.js';

const use = (id: string) => {
  const u = cardUseById(id);
  if (!u) throw new Error(`no use ${id}`);
  return u;
};
const union: CardSituation = { side: 'union', theater: 'east', advanced: false, ramp1861: false };
const csa: CardSituation = { ...union, side: 'confederate' };

describe('The U.S. Civil War’s Special Action Card uses', () => {
  it('18.3.1 example: East and Any cards pay for extra actions in the East, a West card does not', () => {
    expect(payingKinds(use('action'), union)).to.deep.equal(['east', 'any']);
    expect(payingKinds(use('action'), { ...union, theater: 'west' })).to.deep.equal([
      'west',
      'any',
    ]);
  });

  it('20.5.6 example: a Union Amphibious Assault on a Coastal Fort needs a Naval or Any card', () => {
    expect(payingKinds(use('amphibious-fort'), union)).to.deep.equal(['naval', 'any']);
  });

  it('20.5.6 example: on an Ocean Port without a fort, an East card pays too (or Action Points)', () => {
    expect(payingKinds(use('amphibious-other'), union)).to.deep.equal(['east', 'naval', 'any']);
    expect(use('amphibious-other').terms[0]?.text).to.contain('Action Points');
  });

  it('20.5.2 play note, 18.3.2: the landing’s land battle takes a theater or Any card, never Naval', () => {
    expect(payingKinds(use('battle'), union)).to.deep.equal(['east', 'any']);
  });

  it('18.1 play note: Naval Support needs a Naval or Any card, and adds to a battle card for +3', () => {
    expect(payingKinds(use('naval-support'), union)).to.deep.equal(['naval', 'any']);
    expect(use('naval-support').terms[0]?.text).to.contain('+3');
  });

  it('every Confederate Amphibious Assault in the Basic Game needs an Any card (20.5.6)', () => {
    expect(payingKinds(use('amphibious-csa'), csa)).to.deep.equal(['any']);
    expect(useBarred(use('amphibious-fort'), csa)?.text).to.contain('Union');
  });

  it('the Advanced Game needs no card for an Amphibious Assault (21.7.1), nor has Naval Assist', () => {
    const adv = { ...union, advanced: true };
    expect(useBarred(use('amphibious-fort'), adv)?.rule).to.equal('21.7.1');
    expect(payingKinds(use('naval-assist'), adv)).to.deep.equal([]);
    expect(payingKinds(use('naval-movement'), adv)).to.deep.equal(['naval', 'any']);
    expect(payingKinds(use('naval-movement'), union)).to.deep.equal([]);
  });

  it('no Naval Assist or Naval Support on the first turns of an 1861 start (S1.3)', () => {
    const ramp = { ...union, ramp1861: true };
    expect(useBarred(use('naval-assist'), ramp)?.rule).to.equal('S1.3');
    expect(useBarred(use('naval-support'), ramp)?.rule).to.equal('S1.3');
    expect(useBarred(use('battle'), ramp)).to.equal(null);
  });

  it('Cottonclads take an Any card; a Naval Battery moves with Any or its starting theater’s (21.12)', () => {
    const adv = { ...csa, advanced: true, theater: 'transMississippi' as const };
    expect(payingKinds(use('cottonclads'), adv)).to.deep.equal(['any']);
    expect(payingKinds(use('naval-battery'), adv)).to.deep.equal(['transMississippi', 'any']);
  });

  it('gives every use a rule and unique id', () => {
    expect(new Set(CARD_USES.map((u) => u.id)).size).to.equal(CARD_USES.length);
    for (const u of CARD_USES) expect(u.rule, u.id).to.match(/\d/);
  });
});
