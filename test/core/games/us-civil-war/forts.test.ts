import { expect } from '@open-wc/testing';
import {
  ENTRENCH_BY_MOVE,
  FORTIFICATIONS,
  FORT_LOSS_REDUCTION,
} from '../../../../src/core/games/us-civil-war/forts.js';

describe('US Civil War fortifications (spec §2.8)', () => {
  it('holds each battle modifier and naval strength', () => {
    const rows = FORTIFICATIONS.map((f) => [f.id, f.battle, f.nsp, f.reducesLosses]);
    expect(rows).to.deep.equal([
      ['entrenchment', 2, 0, false],
      ['f1', 2, 2, true],
      ['f2', 4, 2, true],
      ['f3', 6, 2, true],
      ['coastal', 2, 4, true],
    ]);
    expect(FORT_LOSS_REDUCTION).to.equal(1);
    expect(ENTRENCH_BY_MOVE).to.deep.include({ sps: 2, mp: 2 });
  });

  it('10.2.5, 10.3, 10.1.3: a captured fortification is removed, a level lower, or the same', () => {
    expect(FORTIFICATIONS.map((f) => [f.id, f.captured])).to.deep.equal([
      ['entrenchment', 'removed'],
      ['f1', 'removed'],
      ['f2', 'f1'],
      ['f3', 'f2'],
      ['coastal', 'coastal'],
    ]);
    // Whole table: capture never raises a fortification's battle modifier.
    for (const f of FORTIFICATIONS) {
      const now = FORTIFICATIONS.find((g) => g.id === f.captured);
      if (now) expect(now.battle).to.be.at.most(f.battle);
    }
  });
});
