import { expect } from '@open-wc/testing';
import { completeForts, fortDue } from '../../../../src/core/games/us-civil-war/fort-timer.js';

describe('The U.S. Civil War Fort timers', () => {
  it('completes a card Fort at the end of the next Action Phase, into the next turn if need be', () => {
    expect(fortDue({ turn: 5, action: 2, inAction: true }, 4)).to.deep.equal({
      turn: 5,
      action: 3,
    });
    expect(fortDue({ turn: 5, action: 4, inAction: true }, 4)).to.deep.equal({
      turn: 6,
      action: 1,
    });
  });

  it('completes the Union’s free Fort at the end of his first Action Phase', () => {
    expect(fortDue({ turn: 5, action: 1, inAction: false }, 4)).to.deep.equal({
      turn: 5,
      action: 1,
    });
  });

  it('splits the Forts done from those still building', () => {
    const f = (id: string, turn: number, action: number) => ({
      id,
      where: id,
      side: 'union' as const,
      level: 'f1',
      free: false,
      due: { turn, action },
    });
    const r = completeForts([f('a', 5, 2), f('b', 5, 3), f('c', 6, 1)], 5, 2);
    expect(r.done.map((x) => x.id)).to.deep.equal(['a']);
    expect(r.building.map((x) => x.id)).to.deep.equal(['b', 'c']);
  });
});
