import { expect } from '@open-wc/testing';
import {
  combineGroups,
  GROUP_SPS_MAX,
  splitGroup,
} from '../../../../src/core/games/us-civil-war/isolated-combine.js';
import type { IsolatedGroup } from '../../../../src/core/games/us-civil-war/isolated-groups.js';

const VICKSBURG: IsolatedGroup = { id: 'g1', side: 'confederate', where: 'Vicksburg', points: 1 };
const HUDSON: IsolatedGroup = { id: 'g2', side: 'confederate', where: 'Port Hudson', points: 2 };
const PICKENS: IsolatedGroup = { id: 'g3', side: 'union', where: 'Fort Pickens', points: 0 };
const GROUPS = [VICKSBURG, HUDSON, PICKENS];

describe('The U.S. Civil War Isolated Groups combining and splitting (13.6.5)', () => {
  it('13.6.5: the combined group uses only the points of the group with more SPs', () => {
    const r = combineGroups(GROUPS, 'g1', 'g2', 6, 2);
    expect(r.by).to.equal('larger');
    expect(r.group).to.deep.equal(VICKSBURG);
    expect(r.joined).to.deep.equal(HUDSON);
    expect(r.groups).to.deep.equal([VICKSBURG, PICKENS]);
  });

  it('13.6.5: the larger group’s points stay even when they are the fewer', () => {
    const r = combineGroups(GROUPS, 'g2', 'g1', 1, 6);
    expect(r.group.points).to.equal(1);
    expect(r.group.where).to.equal('Vicksburg');
  });

  it('13.6.5: groups of the same size keep the greater of their points, whichever is named first', () => {
    for (const [a, b] of [
      ['g1', 'g2'],
      ['g2', 'g1'],
    ] as const) {
      const r = combineGroups(GROUPS, a, b, 3, 3);
      expect(r.by).to.equal('equal');
      expect(r.group).to.deep.equal(HUDSON);
      expect(r.groups.map((g) => g.id)).to.deep.equal(['g2', 'g3']);
    }
  });

  it('refuses one group twice, groups of both sides, unknown groups and bad SP counts', () => {
    expect(() => combineGroups(GROUPS, 'g1', 'g1', 1, 1)).to.throw(RangeError, 'two different');
    expect(() => combineGroups(GROUPS, 'g1', 'g3', 1, 1)).to.throw(RangeError, 'one side');
    expect(() => combineGroups(GROUPS, 'g1', 'g9', 1, 1)).to.throw(RangeError, 'No such');
    expect(() => combineGroups(GROUPS, 'g1', 'g2', -1, 1)).to.throw(RangeError, 'whole number');
    expect(() => combineGroups(GROUPS, 'g1', 'g2', 1, GROUP_SPS_MAX + 1)).to.throw(RangeError);
  });

  it('ruling C17: a group that splits gives the part its own marker with the group’s points', () => {
    const r = splitGroup(GROUPS, 'g2', 4, 'Clinton');
    expect(r.from).to.deep.equal(HUDSON);
    expect(r.groups).to.deep.equal([
      ...GROUPS,
      { id: 'g4', side: 'confederate', where: 'Clinton', points: 2 },
    ]);
  });

  it('refuses a split part at a place already Isolated, and an unknown group', () => {
    expect(() => splitGroup(GROUPS, 'g2', 4, 'vicksburg')).to.throw(RangeError, 'already');
    expect(() => splitGroup(GROUPS, 'g9', 4, 'Clinton')).to.throw(RangeError, 'No such');
  });
});
