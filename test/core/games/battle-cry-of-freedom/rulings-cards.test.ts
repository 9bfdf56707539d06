import { expect } from '@open-wc/testing';
import { CARDS_RULINGS } from '../../../../src/core/games/battle-cry-of-freedom/rulings-cards.js';
import { LINE_TRACE } from '../../../../src/core/shared/citation.js';

describe('Battle Cry of Freedom cards rulings', () => {
  it('keeps the spec’s numbers with their kind letters, and no line in the places shown', () => {
    expect(CARDS_RULINGS.length).to.be.greaterThan(0);
    for (const [id, question, decision, cites] of CARDS_RULINGS) {
      expect(id).to.match(/^[CAG]\d+$/);
      expect(LINE_TRACE.test(question + decision), id).to.equal(false);
      for (const c of cites)
        expect(LINE_TRACE.test(typeof c === 'string' ? c : c[0]), id).to.equal(false);
    }
  });
});
