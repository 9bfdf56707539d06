import { expect } from '@open-wc/testing';
import { closeCombatResult } from '../../../../src/core/games/altar-of-freedom/close-combat-result.js';

describe('Altar of Freedom close combat result', () => {
  it('an artillery primary defender that loses by 1–5 is broken; the victor still advances (L1269–1275)', () => {
    const r = closeCombatResult(2, true);
    expect(r.defender.broken).to.equal(true);
    expect(r.attacker.advanceMax).to.equal(1);
    const plain = closeCombatResult(2, false);
    expect(plain.defender).to.deep.include({ broken: false, recoilBd: 2, fatigue: 1 });
    expect(closeCombatResult(0, true).defender.recoilBd).to.equal(1);
    expect(closeCombatResult(-4, true).attacker).to.deep.include({ recoilBd: 3, fatigue: 1 });
  });

  it('a 6+ win breaks the loser and fatigues the victor, who holds', () => {
    const r = closeCombatResult(-6, false);
    expect(r.winner).to.equal('defender');
    expect(r.attacker.broken).to.equal(true);
    expect(r.defender).to.deep.equal({
      recoilBd: 0,
      fatigue: 1,
      broken: false,
      advanceMin: 0,
      advanceMax: 0,
    });
  });
});
