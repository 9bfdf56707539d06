import { expect } from '@open-wc/testing';
import { TRAINING_AP_PER_SP } from '../../../../src/core/games/us-civil-war/action-points.js';
import {
  TRAINING_MARKER_MAX,
  TRAINING_PLACEMENT,
  trainingAfter,
} from '../../../../src/core/games/us-civil-war/training.js';

describe('The U.S. Civil War Training track (17.3)', () => {
  it('17.3: every 7 Action Points earn 1 SP and the marker goes back to 0', () => {
    expect(TRAINING_AP_PER_SP).to.equal(7);
    expect(TRAINING_MARKER_MAX).to.equal(6);
    expect(trainingAfter(0, 7)).to.deep.equal({ earned: 1, marker: 0 });
    expect(trainingAfter(6, 1)).to.deep.equal({ earned: 1, marker: 0 });
    expect(trainingAfter(2, 3)).to.deep.equal({ earned: 0, marker: 5 });
  });

  it('ruling C33: points beyond the 7th count towards the next SP', () => {
    expect(trainingAfter(5, 4)).to.deep.equal({ earned: 1, marker: 2 });
    expect(trainingAfter(3, 12)).to.deep.equal({ earned: 2, marker: 1 });
  });

  it('whole track: the marker always ends between 0 and 6, and no point is lost', () => {
    for (let marker = 0; marker <= TRAINING_MARKER_MAX; marker += 1)
      for (let ap = 0; ap <= 20; ap += 1) {
        const t = trainingAfter(marker, ap);
        expect(t.marker).to.be.within(0, TRAINING_MARKER_MAX);
        expect(t.earned * TRAINING_AP_PER_SP + t.marker).to.equal(marker + ap);
      }
  });

  it('17.3: names where each side places its SP', () => {
    expect(TRAINING_PLACEMENT.confederate).to.contain('Resource hex').and.contain('Primary');
    expect(TRAINING_PLACEMENT.union).to.contain('Northern state').and.contain('Full Supply');
  });
});
