import { expect } from '@open-wc/testing';
import { DEPLOYMENT } from '../../../../src/core/games/in-freedoms-cause/coop-data.js';
import {
  countedInches,
  stillToGo,
} from '../../../../src/core/games/in-freedoms-cause/concealment.js';

describe('In Freedom’s Cause concealed distances (Cooperative and Solo Play Mode)', () => {
  it('counts each inch of woods or out of sight double', () => {
    expect(DEPLOYMENT.concealment).to.equal(2);
    expect(countedInches({ open: 5, concealed: 0 })).to.equal(5);
    expect(countedInches({ open: 3, concealed: 2 })).to.equal(7);
  });

  it('gives the rulebook’s example: 8″ beyond a hill count as 16″, so a main force 12″ off stands 6″ behind it', () => {
    // "8 inches beyond a hill will become 4": the 12″ of a main force are met by 6″ out of sight.
    expect(stillToGo({ open: 0, concealed: 6 }, DEPLOYMENT.frontLine).short).to.equal(0);
    expect(stillToGo({ open: 0, concealed: 4 }, 8).short).to.equal(0);
    expect(stillToGo({ open: 0, concealed: 3 }, 8)).to.deep.equal({
      counted: 6,
      short: 2,
      open: 2,
      concealed: 1,
    });
  });

  it('a picket 7″ to the left front with 2″ of woods on the way stands 5″ beyond the front line', () => {
    expect(countedInches({ open: 3, concealed: 2 })).to.equal(7);
    expect(stillToGo({ open: 3, concealed: 2 }, 7).short).to.equal(0);
  });
});
