import { expect } from '@open-wc/testing';
import { BUILDER_BREAK_PERCENT } from '../../../../src/core/games/altar-of-freedom/army-builder-data.js';
import {
  LOSS_KINDS,
  MOODS,
  MOOD_TABLE,
} from '../../../../src/core/games/altar-of-freedom/moods.js';
import { RULINGS } from '../../../../src/core/games/altar-of-freedom/rulings.js';

describe('Altar of Freedom army moods (Army Break Points)', () => {
  it('Determined 30%, Steady 25%, Weary 20%, in that order', () => {
    expect(MOOD_TABLE.map((m) => m.mood)).to.deep.equal([...MOODS]);
    expect(MOOD_TABLE.map((m) => m.breakPercent)).to.deep.equal([30, 25, 20]);
  });

  it('Steady keeps the chapter’s 25%; only the Army Builder keeps Appendix V’s 30% (ruling C2)', () => {
    const steady = MOOD_TABLE.find((m) => m.mood === 'Steady');
    expect([steady?.breakPercent, BUILDER_BREAK_PERCENT]).to.deep.equal([25, 30]);
    expect(RULINGS.find((r) => r.id === 'C2')?.kind).to.equal('contradiction');
  });

  it('counts broken brigades, fallen generals and captured HQs as losses, all alike', () => {
    expect(LOSS_KINDS.map((k) => k.id)).to.deep.equal([
      'broken-brigade',
      'fallen-general',
      'captured-hq',
    ]);
    for (const m of MOOD_TABLE) expect(m.rule).to.equal('Army Break Points');
  });
});
