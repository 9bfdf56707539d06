import { expect } from '@open-wc/testing';
import { formatSm } from '../../../../src/core/games/altar-of-freedom/labels.js';

// The rulebook's worked example (base label).
describe('Altar of Freedom worked examples', () => {
  it('Label example (L385–388): a +2 brigade prints [+2]', () => {
    expect([formatSm(2), formatSm(0), formatSm(-3)]).to.deep.equal(['[+2]', '[+0]', '[-3]']);
  });
});
