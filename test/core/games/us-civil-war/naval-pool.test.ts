import { expect } from '@open-wc/testing';
import {
  changeIronclads,
  emptyNaval,
  NSP_MIX,
  NSP_REPLACEMENTS,
  replaceUnion,
  sinkUnion,
} from '../../../../src/core/games/us-civil-war/naval-pool.js';

const throws = (f: () => unknown, text: string) => expect(f).to.throw(RangeError, text);

describe('The U.S. Civil War naval state (21.6.6, 21.9.2, 21.10.3)', () => {
  it('reads the counter mix and the replacements from the rulebook: 8 River, 5 Oceangoing; 1 of each a turn', () => {
    expect(NSP_MIX).to.deep.equal({ river: 8, ocean: 5 });
    expect(NSP_REPLACEMENTS).to.deep.equal({ river: 1, ocean: 1 });
  });

  it('Naval Example #1 (21.6.6): the hit on the Union sends one Oceangoing NSP to the Naval Pool', () => {
    const n = sinkUnion(emptyNaval(), 'ocean', 1);
    expect(n.pool).to.deep.equal({ river: 0, ocean: 1 });
    throws(() => sinkUnion(n, 'ocean', 5), 'only 5 Oceangoing');
    throws(() => sinkUnion(n, 'river', 0), 'whole number');
  });

  it('21.9.2: takes 1 River and 1 Oceangoing NSP a turn from the pool, with no carry-over', () => {
    let n = sinkUnion(sinkUnion(emptyNaval(), 'river', 3), 'ocean', 1);
    const r = replaceUnion(n, 6);
    expect(r.taken).to.deep.equal({ river: 1, ocean: 1 });
    n = r.naval;
    expect(n.pool).to.deep.equal({ river: 2, ocean: 0 });
    throws(() => replaceUnion(n, 6), 'do not carry over');
    const next = replaceUnion(n, 7);
    expect(next.taken).to.deep.equal({ river: 1, ocean: 0 });
    throws(() => replaceUnion(emptyNaval(), 1), 'empty');
  });

  it('21.10.3: one Ironclad completed a turn; a damaged one goes back under construction (21.6.6)', () => {
    let n = changeIronclads(changeIronclads(emptyNaval(), 'begin', 4), 'begin', 5);
    n = changeIronclads(n, 'complete', 5);
    expect(n.ironclads).to.deep.equal({ building: 1, built: 1 });
    throws(() => changeIronclads(n, 'complete', 5), 'at most one');
    n = changeIronclads(n, 'damaged', 6);
    expect(n.ironclads).to.deep.equal({ building: 2, built: 0 });
    throws(() => changeIronclads(n, 'sunk', 6), 'No completed Ironclad');
    n = changeIronclads(n, 'lost', 6);
    expect(n.ironclads).to.deep.equal({ building: 1, built: 0 });
    throws(() => changeIronclads(emptyNaval(), 'complete', 1), 'under construction');
  });
});
