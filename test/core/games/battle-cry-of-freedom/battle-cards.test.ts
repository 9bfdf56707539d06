import { expect } from '@open-wc/testing';
import {
  BATTLE_CARDS,
  battleCardById,
  splitKeyFor,
  splitKeys,
} from '../../../../src/core/games/battle-cry-of-freedom/battle-cards.js';

describe('Battle Cry of Freedom battle cards', () => {
  it('names every East battle of the offensive example and the three victory cities', () => {
    const east = BATTLE_CARDS.filter((c) => c.theater === 'east').map((c) => c.id);
    for (const id of ['manassas', 'fredericksburg', 'wilderness', 'peninsula', 'richmond'])
      expect(east).to.include(id);
    expect(BATTLE_CARDS.filter((c) => c.kind === 'city').map((c) => c.id)).to.have.members([
      'richmond',
      'vicksburg',
      'atlanta',
    ]);
    expect(BATTLE_CARDS.filter((c) => c.kind === 'invasion').map((c) => c.id)).to.have.members([
      'perryville',
      'antietam',
      'gettysburg',
      'washington',
    ]);
  });

  it('ships the known splits (Vicksburg U +1/−2, Antietam +1/−1, Corinth 0/0) and nothing else', () => {
    expect(battleCardById('vicksburg')?.known.union).to.include({
      gain: 1,
      loss: 2,
      evidence: 'rules',
    });
    expect(battleCardById('antietam')?.known.any).to.include({ gain: 1, loss: 1 });
    expect(battleCardById('corinth')?.known.any).to.include({ gain: 0, loss: 0 });
    const withKnown = BATTLE_CARDS.filter((c) => Object.keys(c.known).length > 0).map((c) => c.id);
    expect(withKnown).to.have.members(['vicksburg', 'antietam', 'corinth']);
  });

  it('gives a city one split per winner and any other card one split', () => {
    const vicksburg = battleCardById('vicksburg')!;
    const shiloh = battleCardById('shiloh')!;
    expect(splitKeys(vicksburg)).to.deep.equal(['union', 'confederate']);
    expect(splitKeyFor(vicksburg, 'confederate')).to.equal('confederate');
    expect(splitKeys(shiloh)).to.deep.equal(['any']);
    expect(splitKeyFor(shiloh, 'union')).to.equal('any');
  });

  it('has unique ids', () => {
    expect(new Set(BATTLE_CARDS.map((c) => c.id)).size).to.equal(BATTLE_CARDS.length);
  });
});
