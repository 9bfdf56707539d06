import { expect } from '@open-wc/testing';
import {
  actionPointsText,
  countOf,
  onToRichmond,
  phasesThisTurn,
} from '../../../../src/core/games/us-civil-war/initiative-effects.js';

describe('US Civil War initiative words', () => {
  it('counts nouns', () => {
    expect(countOf(1, 'card')).to.equal('1 card');
    expect(countOf(3, 'card')).to.equal('3 cards');
  });
  it('knows On to Richmond, the phases and the theater split', () => {
    expect([1, 2, 3, 4, 5].filter((d) => onToRichmond(d, true))).to.deep.equal([4, 5]);
    expect(onToRichmond(5, false)).to.equal(false);
    expect([phasesThisTurn(false), phasesThisTurn(true)]).to.deep.equal([4, 3]);
    expect(actionPointsText(1)).to.contain('4.1.3');
    expect(actionPointsText(3)).to.contain('3 Action Points');
  });
});
