import { expect } from '@open-wc/testing';
import { startClock } from '../../../../src/core/games/altar-of-freedom/index.js';
import {
  CLOCK_LINK_KEYS,
  clockFromLink,
  clockLinkPairs,
} from '../../../../src/core/games/altar-of-freedom/clock-link.js';

describe('the turn clock in the link (The Turn Clock)', () => {
  it('reads the controller, time left and bid levels', () => {
    const c = clockFromLink(
      [
        ['controller', 'CSA'],
        ['clock', '7'],
        ['levels', '2'],
      ],
      12,
    );
    expect(c).to.deep.equal({ ...startClock(12, 'CSA'), value: 7, levels: 2, expired: false });
  });

  it('reads a clock at 0 as run out, and no levels as none started', () => {
    const c = clockFromLink(
      [
        ['controller', 'USA'],
        ['clock', '0'],
      ],
      10,
    );
    expect(c).to.include({ value: 0, levels: 0, expired: true });
  });

  it('holds no clock when a value cannot be used', () => {
    const cases: [string, string][][] = [
      [],
      [['clock', '5']],
      [
        ['controller', 'UK'],
        ['clock', '5'],
      ],
      [
        ['controller', 'USA'],
        ['clock', '13'],
      ],
      [
        ['controller', 'USA'],
        ['clock', '2.5'],
      ],
      [
        ['controller', 'USA'],
        ['clock', '5'],
        ['levels', '-1'],
      ],
      [
        ['controller', 'USA'],
        ['clock', '5'],
        ['levels', '100'],
      ],
    ];
    for (const params of cases)
      expect(clockFromLink(params, 12), JSON.stringify(params)).to.equal(null);
  });

  it('writes back what it reads, under the keys it owns', () => {
    const c = { ...startClock(12, 'USA'), value: 4, levels: 3 };
    const pairs = clockLinkPairs('shiloh', c);
    expect(pairs.every(([k]) => CLOCK_LINK_KEYS.includes(k))).to.equal(true);
    expect(clockFromLink(pairs, 12)).to.deep.equal(c);
    expect(clockLinkPairs('shiloh', null)).to.deep.equal([['scenario', 'shiloh']]);
  });
});
