import { expect } from '@open-wc/testing';
import {
  actionCostsLine,
  costText,
} from '../../../../src/core/games/us-civil-war/action-points-text.js';

describe('US Civil War action costs in words', () => {
  it('writes a cost with what it is paid per', () => {
    expect(costText({ id: 'x', action: 'X', ap: 1, per: 'SP', rule: '1' })).to.equal('1 AP per SP');
    expect(actionCostsLine()).to.contain('Move up to 3 SPs of one hex without a General: 1 AP');
  });
});
