import { expect } from '@open-wc/testing';
import {
  REACTION_DRM,
  REACTION_KINDS,
  REACTION_ROLL,
} from '../../../../src/core/games/us-civil-war/reaction-data.js';

describe('US Civil War reaction numbers (spec §2.5)', () => {
  it('holds every modifier the rulebook prints, signs restored', () => {
    const values = Object.fromEntries(Object.entries(REACTION_DRM).map(([k, d]) => [k, d.value]));
    expect(values).to.deep.equal({
      cavalry: 2,
      momentum: 2,
      reinforce: 2,
      minorUnbridged: -1,
      navigableBridged: -1,
      mountainPass: -1,
      mountain: -2,
    });
    expect(REACTION_DRM.reinforce.rule).to.equal('22.3');
  });

  it('rolls two dice against 9 for all three reactions', () => {
    expect(REACTION_ROLL).to.deep.include({ target: 9 });
    expect(Object.keys(REACTION_KINDS)).to.deep.equal(['interception', 'avoid', 'manoeuvre']);
  });
});
