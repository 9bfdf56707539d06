import { expect } from '@open-wc/testing';
import { MOVEMENT_RULINGS } from '../../../../src/core/games/in-freedoms-cause/rulings-movement.js';
import { rulingsFromRows } from '../../../../src/core/shared/ruling-rows.js';
import { LINE_TRACE } from '../../../../src/core/shared/citation.js';

describe("In Freedom's Cause: movement rulings", () => {
  const rulings = rulingsFromRows(MOVEMENT_RULINGS);

  it('unique ids of the spec’s kinds, each with a question, a decision and places', () => {
    expect(rulings.length).to.be.greaterThan(5);
    expect(new Set(rulings.map((r) => r.id)).size).to.equal(rulings.length);
    for (const r of rulings) {
      expect(r.id).to.match(/^[ACG]\d+$/);
      expect(r.question, r.id).to.not.equal('');
      expect(r.decision, r.id).to.not.equal('');
      expect(r.cites.length, r.id).to.be.greaterThan(0);
    }
  });

  it('places are section headings; line numbers stay in the trace', () => {
    for (const c of rulings.flatMap((r) => r.cites)) {
      expect(LINE_TRACE.test(c.place), c.place).to.equal(false);
      expect(c.trace).to.match(/^L\d+(?:–\d+)?$/);
    }
  });
});
