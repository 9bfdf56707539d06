import { expect } from '@open-wc/testing';
import {
  changeCp,
  clampCp,
  CP_CAPS,
  CP_FLOOR,
} from '../../../../src/core/games/battle-cry-of-freedom/cp-track.js';

const when = { turn: 4, phase: 'J' } as const;

describe('Battle Cry of Freedom command point tracks', () => {
  it('caps the Union at 15 and the Confederate at 12, floor 0 (ruling G11)', () => {
    expect(CP_CAPS).to.deep.equal({ union: 15, confederate: 12 });
    expect(clampCp('union', 17)).to.equal(15);
    expect(clampCp('confederate', 13)).to.equal(12);
    expect(clampCp('union', -2)).to.equal(CP_FLOOR);
  });

  it('records every change with its reason, turn and phase, and what the track took', () => {
    const r = changeCp(
      { union: 14, confederate: 8 },
      'union',
      3,
      'Springtide of Northern Hope',
      when,
    );
    expect(r.tracks).to.deep.equal({ union: 15, confederate: 8 });
    expect(r.change).to.deep.equal({
      side: 'union',
      asked: 3,
      applied: 1,
      reason: 'Springtide of Northern Hope',
      turn: 4,
      phase: 'J',
    });
    const low = changeCp({ union: 1, confederate: 1 }, 'confederate', -2, 'Vicksburg', when);
    expect(low.change.applied).to.equal(-1);
  });

  it('T10: the example turn’s totals, U 9 → 8 and C 8 → 9', () => {
    let t = { union: 9, confederate: 8 };
    for (const [side, d, why] of [
      ['union', -1, 'Antietam'],
      ['confederate', 1, 'Antietam'],
      ['union', 0, 'Corinth'],
      ['union', 1, 'Industrial Production'],
      ['union', -1, 'Here Come the Rebels'],
    ] as const)
      t = changeCp(t, side, d, why, when).tracks;
    expect(t).to.deep.equal({ union: 8, confederate: 9 });
  });

  it('refuses a change without a reason or not whole', () => {
    expect(() => changeCp({ union: 8, confederate: 8 }, 'union', 1, ' ', when)).to.throw(
      RangeError,
    );
    expect(() => changeCp({ union: 8, confederate: 8 }, 'union', 0.5, 'x', when)).to.throw(
      RangeError,
    );
  });
});
