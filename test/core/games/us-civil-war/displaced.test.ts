import { expect } from '@open-wc/testing';
import {
  CAVALRY_WAIT,
  returnBox,
  spReturn,
} from '../../../../src/core/games/us-civil-war/displaced.js';

describe('The U.S. Civil War Displaced Box', () => {
  it('returns half the SPs, eliminates as many, and keeps the odd one (the 14.6 example: 5)', () => {
    expect(spReturn(5)).to.deep.equal({ back: 2, eliminated: 2, stays: 1 });
    expect(spReturn(4)).to.deep.equal({ back: 2, eliminated: 2, stays: 0 });
    expect(spReturn(1)).to.deep.equal({ back: 0, eliminated: 0, stays: 1 });
  });

  it('brings every General and Militia back, a Cavalry General one phase later', () => {
    const first = returnBox({
      sps: 3,
      militia: 2,
      generals: [
        { name: 'Polk', wait: 0 },
        { name: 'Forrest', wait: CAVALRY_WAIT },
      ],
    });
    expect(first.generals).to.deep.equal(['Polk']);
    expect(first.waiting).to.deep.equal(['Forrest']);
    expect(first.militia).to.equal(2);
    expect(first.box).to.deep.equal({
      sps: 1,
      militia: 0,
      generals: [{ name: 'Forrest', wait: 0 }],
    });
    const second = returnBox(first.box);
    expect(second.generals).to.deep.equal(['Forrest']);
    expect(second.box.generals).to.deep.equal([]);
  });
});
