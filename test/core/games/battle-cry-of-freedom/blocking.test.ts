import { expect } from '@open-wc/testing';
import {
  blockOptions,
  type BlockingContext,
} from '../../../../src/core/games/battle-cry-of-freedom/blocking.js';

const ctx = (over: Partial<BlockingContext> = {}): BlockingContext => ({
  held: new Set(),
  removed: new Set(),
  inHand: new Set(),
  peninsula: 'overland',
  ...over,
});
const ids = (o: ReturnType<typeof blockOptions>) => o.blockers.map((c) => c.id);

describe('Battle Cry of Freedom blocking', () => {
  it('lets only Stones River block Chattanooga (Sequence D example)', () => {
    const o = blockOptions('chattanooga', ctx());
    expect(o.status).to.equal('listed');
    expect(ids(o)).to.deep.equal(['stones-river']);
    expect(
      ids(blockOptions('chattanooga', ctx({ held: new Set(['stones-river']) }))),
    ).to.deep.equal([]);
  });

  it('lets any West battle block Vicksburg, never a city, an invasion or a held card', () => {
    const o = blockOptions('vicksburg', ctx({ held: new Set(['shiloh']) }));
    expect(o.status).to.equal('listed');
    expect(ids(o)).to.include.members(['corinth', 'stones-river']);
    expect(ids(o)).to.not.include.members(['shiloh', 'atlanta', 'perryville', 'kennesaw']);
    expect(ids(blockOptions('vicksburg', ctx({ inHand: new Set(['kennesaw']) })))).to.include(
      'kennesaw',
    );
  });

  it('locks Richmond while the Union holds the Peninsula, and an Amphibious Peninsula', () => {
    expect(blockOptions('richmond', ctx({ held: new Set(['peninsula']) })).status).to.equal('none');
    expect(blockOptions('richmond', ctx()).status).to.equal('listed');
    expect(blockOptions('peninsula', ctx({ peninsula: 'amphibious' })).status).to.equal('none');
    expect(blockOptions('peninsula', ctx()).status).to.equal('decide');
  });

  it('leaves Fredericksburg to the flow chart, citing ruling A29', () => {
    const o = blockOptions('fredericksburg', ctx());
    expect(o.status).to.equal('decide');
    expect(o.reason).to.contain('ruling A29');
  });
});
