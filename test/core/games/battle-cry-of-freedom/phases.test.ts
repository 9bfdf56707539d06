import { expect } from '@open-wc/testing';
import {
  HAND_LIMIT,
  nextPhase,
  PHASE_LETTERS,
  PHASES,
  phaseADraw,
  phaseKDuty,
  phaseOf,
} from '../../../../src/core/games/battle-cry-of-freedom/phases.js';

describe('Battle Cry of Freedom phases', () => {
  it('lists A to L in order, each cited by its heading', () => {
    expect(PHASES.map((p) => p.letter)).to.deep.equal([...PHASE_LETTERS]);
    for (const p of PHASES)
      expect(p.place).to.match(new RegExp(`^Detailed Sequence of Play › ${p.letter}\\. `));
    expect(phaseOf('H').first).to.equal('initiative');
    expect(nextPhase('K')).to.equal('L');
    expect(nextPhase('L')).to.equal(null);
  });

  it('draws three each in Phase A, the Confederate one fewer per fallen city', () => {
    expect([0, 1, 2, 3].map((n) => phaseADraw('union', n))).to.deep.equal([3, 3, 3, 3]);
    expect([0, 1, 2, 3, 4].map((n) => phaseADraw('confederate', n))).to.deep.equal([3, 2, 1, 0, 0]);
  });

  it('T11: both start the example turn with nine and draw three, twelve each', () => {
    expect(HAND_LIMIT + phaseADraw('union', 0)).to.equal(12);
    expect(HAND_LIMIT + phaseADraw('confederate', 0)).to.equal(12);
  });

  it('Phase K: over nine discards down, nine or fewer may swap (ruling A39)', () => {
    expect(phaseKDuty(12)).to.deep.equal({ kind: 'discard', count: 3 });
    expect(phaseKDuty(9)).to.deep.equal({ kind: 'may-swap' });
    expect(phaseKDuty(4)).to.deep.equal({ kind: 'may-swap' });
  });
});
