import { expect } from '@open-wc/testing';
import {
  addSurrenderPoints,
  clearSurrenderPoints,
  endIsolation,
  isolateGroup,
} from '../../../../src/core/games/us-civil-war/isolated-groups.js';

describe('The U.S. Civil War Isolated Groups (13.6)', () => {
  it('Vicksburg (13.6.4): the roll of 7 gives the group 1 Surrender Point, kept for the next check', () => {
    const groups = isolateGroup([], 1, 'confederate', 'Vicksburg');
    const r = addSurrenderPoints(groups, 'g1', 1);
    expect(r.surrenders).to.equal(false);
    expect(r.groups).to.deep.equal([
      { id: 'g1', side: 'confederate', where: 'Vicksburg', points: 1 },
    ]);
    const again = addSurrenderPoints(r.groups, 'g1', 2);
    expect(again.surrenders).to.equal(true);
    expect(again.groups).to.deep.equal([]);
  });

  it('13.6.4: a result of 3 surrenders at once', () => {
    const groups = isolateGroup([], 1, 'union', 'Fort Pickens');
    expect(addSurrenderPoints(groups, 'g1', 3).surrenders).to.equal(true);
    expect(() => addSurrenderPoints(groups, 'g1', 4)).to.throw(RangeError, '1 to 3');
  });

  it('13.6.5: clears points, and ends the isolation of a group that traces an LOC again', () => {
    let groups = isolateGroup([], 1, 'confederate', 'Vicksburg');
    groups = isolateGroup(groups, 2, 'confederate', 'Port Hudson');
    groups = addSurrenderPoints(groups, 'g2', 2).groups;
    groups = clearSurrenderPoints(groups, 'g2');
    expect(groups[1]?.points).to.equal(0);
    expect(() => clearSurrenderPoints(groups, 'g2')).to.throw(RangeError, 'no Surrender Points');
    const r = endIsolation(groups, 'g1');
    expect(r.group.where).to.equal('Vicksburg');
    expect(r.groups.map((g) => g.id)).to.deep.equal(['g2']);
    expect(() => isolateGroup(r.groups, 3, 'confederate', 'port hudson')).to.throw(
      RangeError,
      'already Isolated',
    );
  });
});
