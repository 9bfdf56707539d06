import { expect } from '@open-wc/testing';
import {
  addLeader,
  setLeaderStatus,
  startLeaders,
  UNASSIGNED_GENERALS,
} from '../../../../src/core/games/us-civil-war/leaders.js';
import { scenarioById } from '../../../../src/core/games/us-civil-war/scenarios.js';

describe('The U.S. Civil War leader roster', () => {
  it('starts the 1863 Scenario with its removed and unassigned Generals', () => {
    const s3 = scenarioById('s3');
    if (!s3) throw new Error('no S3');
    const list = startLeaders(s3);
    expect(list.filter((l) => l.status === 'removed').map((l) => l.name)).to.deep.equal(
      s3.removedGenerals,
    );
    expect(list.filter((l) => l.status === 'unassigned').map((l) => l.name)).to.deep.equal([
      'J. Johnston',
      'Butler',
    ]);
    expect(UNASSIGNED_GENERALS.map((u) => u.side)).to.deep.equal(['confederate', 'union']);
  });

  it('lets only the two named Generals wait in the Unassigned box', () => {
    const list = addLeader([], 'Grant', 'union');
    expect(() => setLeaderStatus(list, 'Grant', 'unassigned')).to.throw(/16\.5\.2/);
    expect(setLeaderStatus(list, 'Grant', 'removed')[0]?.status).to.equal('removed');
    expect(() => addLeader(list, 'grant', 'union')).to.throw(RangeError);
  });
});
